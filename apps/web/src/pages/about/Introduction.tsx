import { Card, Col, Row, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/queries.ts';
import { REMOTE_JUDGES } from '../home/widgets/RemoteJudges.tsx';
import { LanguageHelp } from './LanguageHelp.tsx';
import './about.css';

interface StatusRow {
  key: string;
  short: string;
  color: string;
  name: string;
  meaning: string;
}

/**
 * /introduction — what the judge is, how judging works, its compilers with their commands and
 * example programs, compile tips, the verdicts and how to reach the admins (spec part 2 §2.15).
 */
export default function Introduction() {
  const { t } = useTranslation();
  const { config } = useWebsiteConfig();
  const siteName = config.name || t('app.name');

  const statuses: StatusRow[] = [
    { key: 'ac', short: 'AC', color: 'green', name: t('about.statusAc'), meaning: t('about.statusAcDesc') },
    { key: 'wa', short: 'WA', color: 'red', name: t('about.statusWa'), meaning: t('about.statusWaDesc') },
    { key: 'tle', short: 'TLE', color: 'orange', name: t('about.statusTle'), meaning: t('about.statusTleDesc') },
    { key: 'mle', short: 'MLE', color: 'gold', name: t('about.statusMle'), meaning: t('about.statusMleDesc') },
    { key: 're', short: 'RE', color: 'volcano', name: t('about.statusRe'), meaning: t('about.statusReDesc') },
    { key: 'ce', short: 'CE', color: 'default', name: t('about.statusCe'), meaning: t('about.statusCeDesc') },
    { key: 'pe', short: 'PE', color: 'magenta', name: t('about.statusPe'), meaning: t('about.statusPeDesc') },
    { key: 'pac', short: 'PAC', color: 'blue', name: t('about.statusPac'), meaning: t('about.statusPacDesc') },
    { key: 'se', short: 'SE', color: 'purple', name: t('about.statusSe'), meaning: t('about.statusSeDesc') },
  ];
  const columns: TableColumnsType<StatusRow> = [
    {
      title: t('about.statusColumn'),
      dataIndex: 'short',
      width: 90,
      render: (v: string, row) => <Tag color={row.color}>{v}</Tag>,
    },
    { title: t('about.statusName'), dataIndex: 'name', width: 200, responsive: ['sm'] },
    { title: t('about.statusMeaning'), dataIndex: 'meaning' },
  ];

  return (
    <div className="page about" data-testid="introduction-page">
      <Card className="about__hero">
        <h1>{t('about.introTitle', { name: siteName })}</h1>
        <p>{t('about.introLead', { name: siteName })}</p>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t('about.whatTitle')} className="about__card">
            <ul className="about__list">
              <li>{t('about.what1')}</li>
              <li>{t('about.what2')}</li>
              <li>{t('about.what3')}</li>
              <li>{t('about.what4')}</li>
            </ul>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('about.howTitle')} className="about__card">
            <ol className="about__list">
              <li>{t('about.how1')}</li>
              <li>{t('about.how2')}</li>
              <li>{t('about.how3')}</li>
              <li>{t('about.how4')}</li>
            </ol>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('about.remoteTitle')} className="about__card">
            <p>{t('about.remoteLead')}</p>
            <div className="about__tags">
              {REMOTE_JUDGES.map((j) => (
                <Tag key={j.key} color={j.color}>
                  {j.key} · {j.name}
                </Tag>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('about.tipsTitle')} className="about__card" data-testid="about-compile-tips">
            <ol className="about__list">
              <li>{t('about.tip1')}</li>
              <li>{t('about.tip2')}</li>
              <li>{t('about.tip3')}</li>
              <li>{t('about.tip4')}</li>
            </ol>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('about.languagesTitle')} className="about__card">
            <LanguageHelp />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('about.statusTitle')} className="about__card">
            <Table<StatusRow> size="small" rowKey="key" columns={columns} dataSource={statuses} pagination={false} />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('about.contactTitle')} className="about__card">
            <p>{t('about.contactLead')}</p>
            {config.email ? (
              <p>
                {t('footer.contact')} <a href={`mailto:${config.email}`}>{config.email}</a>
              </p>
            ) : (
              <p>{t('about.contactNoEmail')}</p>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
