import { Card } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import school1 from '../../../assets/partners/school-1.svg';
import school2 from '../../../assets/partners/school-2.svg';
import school3 from '../../../assets/partners/school-3.svg';
import school4 from '../../../assets/partners/school-4.svg';

/** Partner schools, as emblems shipped with the app. */
export function Partners() {
  const { t } = useTranslation();
  const schools = [
    { key: 'school1', src: school1, name: t('home.partnerSchool1') },
    { key: 'school2', src: school2, name: t('home.partnerSchool2') },
    { key: 'school3', src: school3, name: t('home.partnerSchool3') },
    { key: 'school4', src: school4, name: t('home.partnerSchool4') },
  ];
  return (
    <Card
      className="home-card"
      title={
        <span>
          <BankOutlined /> {t('home.partnersTitle')}
        </span>
      }
      data-testid="partners"
    >
      <div className="partners">
        {schools.map((s) => (
          <figure className="partners__item" key={s.key}>
            <img src={s.src} alt={s.name} width={72} height={72} />
            <figcaption>{s.name}</figcaption>
          </figure>
        ))}
      </div>
    </Card>
  );
}
