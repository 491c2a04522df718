import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CarouselCard } from './CarouselCard.tsx';
import { DbConfigCard } from './DbConfigCard.tsx';
import { MailConfigCard } from './MailConfigCard.tsx';
import { WebConfigCard } from './WebConfigCard.tsx';
import './siteConfig.css';

/** The site settings (hoj-api §13.1): website, home carousel, mail, and the database shown read-only. */
export default function SiteConfig() {
  const { t } = useTranslation();
  return (
    <div className="site-config" data-testid="site-config">
      <Typography.Title level={4}>{t('siteAdmin.conf.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <WebConfigCard />
        </Col>
        <Col xs={24} xl={12} className="site-config-column">
          <MailConfigCard />
          <DbConfigCard />
        </Col>
        <Col xs={24}>
          <CarouselCard />
        </Col>
      </Row>
    </div>
  );
}
