import { Avatar, Card, Descriptions, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inRoleGroup } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useSession } from '@/session/session.ts';
import { formatTime } from '@/utils/time.ts';
import { getPreviousLogin } from '../api/dashboard.ts';
import { dashboardKeys } from '../api/keys.ts';
import { clientKindOf } from './userAgent.ts';

/** Who is signed in, and when, where from and with what they signed in the time before. */
export function PreviousLoginCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useQuery({ queryKey: dashboardKeys.previousLogin, queryFn: getPreviousLogin });
  const roles = user?.roleList ?? [];
  const role = inRoleGroup('root', roles)
    ? t('dashboard.login.roleRoot')
    : roles.includes('problem_admin')
      ? t('dashboard.login.roleProblemAdmin')
      : t('dashboard.login.roleAdmin');
  const last = query.data;
  const kind = clientKindOf(last?.userAgent);
  const unknown = t('dashboard.login.unknown');
  return (
    <Card className="dashboard-card" title={t('dashboard.login.title')} data-testid="dashboard-last-login">
      <div className="dashboard-me">
        <Avatar size={48} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <div className="dashboard-me__text">
          <span className="dashboard-me__name">{user?.username}</span>
          <span className="dashboard-me__role">{role}</span>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : last ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'time', label: t('dashboard.login.time'), children: formatTime(last.gmtCreate) },
            { key: 'ip', label: t('dashboard.login.ip'), children: <span className="admin-mono">{last.ip || unknown}</span> },
            { key: 'browser', label: t('dashboard.login.browser'), children: kind.browser ?? unknown },
            { key: 'os', label: t('dashboard.login.os'), children: kind.os ?? unknown },
          ]}
        />
      ) : (
        <EmptyState text={query.isError ? t('dashboard.loadFailed') : t('dashboard.login.none')} testId="dashboard-last-login-none" />
      )}
    </Card>
  );
}
