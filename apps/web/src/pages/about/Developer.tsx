import { Card, Col, Descriptions, Row, Tag } from 'antd';
import { GithubOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/queries.ts';
import './about.css';

const STACK = {
  web: ['React 19', 'Vite', 'Ant Design', 'React Router', 'TanStack Query', 'i18next', 'ECharts', 'KaTeX'],
  server: ['Node.js', 'TypeScript', 'Fastify', 'Drizzle ORM', 'PostgreSQL / PGlite', 'JWT', 'Argon2id'],
  judge: ['bubblewrap', 'cgroups', 'rlimits'],
};

/** /developer — how the platform is built and where its project lives. */
const PARTS = [
  { key: 'web', title: 'about.devWeb', desc: 'about.devWebDesc', color: 'blue' },
  { key: 'server', title: 'about.devServer', desc: 'about.devServerDesc', color: 'green' },
  { key: 'judge', title: 'about.devJudge', desc: 'about.devJudgeDesc', color: 'purple' },
] as const;

export default function Developer() {
  const { t } = useTranslation();
  const { config } = useWebsiteConfig();
  return (
    <div className="page about" data-testid="developer-page">
      <Card className="about__hero">
        <h1>{t('about.devTitle')}</h1>
        <p>{t('about.devLead')}</p>
      </Card>
      <Row gutter={[16, 16]}>
        {PARTS.map((part) => (
          <Col xs={24} md={8} key={part.key}>
            <Card title={t(part.title)} className="about__card">
              <p>{t(part.desc)}</p>
              <div className="about__tags">
                {STACK[part.key].map((s) => (
                  <Tag key={s} color={part.color}>
                    {s}
                  </Tag>
                ))}
              </div>
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card title={t('about.devLinks')} className="about__card">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('about.devProject')}>
                {config.projectUrl ? (
                  <a href={config.projectUrl} target="_blank" rel="noreferrer" data-testid="developer-project-link">
                    <GithubOutlined /> {config.projectName || config.projectUrl}
                  </a>
                ) : (
                  <span>{config.projectName || t('common.notSet')}</span>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('about.devSite')}>
                {config.baseUrl ? (
                  <a href={config.baseUrl} target="_blank" rel="noreferrer">
                    <LinkOutlined /> {config.baseUrl}
                  </a>
                ) : (
                  <span>{window.location.origin}</span>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('about.devContact')}>
                {config.email ? (
                  <a href={`mailto:${config.email}`}>
                    <MailOutlined /> {config.email}
                  </a>
                ) : (
                  <span>{t('common.notSet')}</span>
                )}
              </Descriptions.Item>
              {config.recordName ? (
                <Descriptions.Item label={t('about.devRecord')}>
                  {config.recordUrl ? (
                    <a href={config.recordUrl} target="_blank" rel="noreferrer">
                      {config.recordName}
                    </a>
                  ) : (
                    config.recordName
                  )}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('about.devPrinciples')} className="about__card">
            <ul className="about__list">
              <li>{t('about.devPrinciple1')}</li>
              <li>{t('about.devPrinciple2')}</li>
              <li>{t('about.devPrinciple3')}</li>
              <li>{t('about.devPrinciple4')}</li>
            </ul>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
