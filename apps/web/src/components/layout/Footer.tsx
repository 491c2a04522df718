import { Divider, Space } from 'antd';
import { GithubOutlined, MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/queries.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The footer: contact line, site name and description, QR image, record and project links, language switch. */
export function Footer() {
  const { t } = useTranslation();
  const { config } = useWebsiteConfig();
  const siteName = config.name || t('app.name');
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <div className="site-footer__name">{siteName}</div>
          <p className="site-footer__description">{config.description || t('footer.defaultDescription')}</p>
          {config.email ? (
            <p className="site-footer__contact">
              <MailOutlined /> {t('footer.contact')}{' '}
              <a href={`mailto:${config.email}`} data-testid="footer-contact">
                {config.email}
              </a>
            </p>
          ) : (
            <p className="site-footer__contact">
              <MailOutlined /> {t('footer.contactAdmins')}
            </p>
          )}
        </div>
        {config.qrCodeUrl ? (
          <figure className="site-footer__qr">
            <img src={config.qrCodeUrl} alt={t('footer.qrAlt')} width={96} height={96} />
            <figcaption>{t('footer.qrCaption')}</figcaption>
          </figure>
        ) : null}
      </div>
      <Divider className="site-footer__divider" />
      <div className="site-footer__bottom">
        <Space wrap size={[16, 8]} separator={<span className="site-footer__sep">·</span>}>
          <span>
            © {year} {config.shortName || t('app.shortName')}
          </span>
          {config.recordName ? (
            <a href={config.recordUrl || undefined} target="_blank" rel="noreferrer" data-testid="footer-record">
              <SafetyCertificateOutlined /> {config.recordName}
            </a>
          ) : null}
          {config.projectName ? (
            config.projectUrl ? (
              <a href={config.projectUrl} target="_blank" rel="noreferrer" data-testid="footer-project">
                <GithubOutlined /> {t('footer.poweredBy', { name: config.projectName })}
              </a>
            ) : (
              <span data-testid="footer-project">{t('footer.poweredBy', { name: config.projectName })}</span>
            )
          ) : null}
        </Space>
        <LanguageSwitch testId="footer-lang-switch" />
      </div>
    </footer>
  );
}
