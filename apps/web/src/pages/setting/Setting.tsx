import { Card, Collapse } from 'antd';
import { ApiOutlined, IdcardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { ApiTokenSettings } from '@/features/api-token/index.ts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.ts';
import { AccountSetting } from './AccountSetting.tsx';
import { UserInfoSetting } from './UserInfoSetting.tsx';
import './setting.css';

/** /setting — account, user info and API tokens, as an accordion (spec part 1 §2.8). Login required. */
export default function Setting() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="page" data-testid="setting-page">
      <Card title={t('setting.title')}>
        <Collapse
          accordion
          defaultActiveKey="info"
          items={[
            {
              key: 'account',
              label: (
                <span data-testid="setting-section-account">
                  <SafetyCertificateOutlined /> {t('setting.accountSection')}
                </span>
              ),
              children: <AccountSetting />,
            },
            {
              key: 'info',
              label: (
                <span data-testid="setting-section-info">
                  <IdcardOutlined /> {t('setting.infoSection')}
                </span>
              ),
              children: <UserInfoSetting user={user} />,
            },
            {
              key: 'tokens',
              label: (
                <span data-testid="setting-section-tokens">
                  <ApiOutlined /> {t('apiToken.section')}
                </span>
              ),
              children: <ApiTokenSettings />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
