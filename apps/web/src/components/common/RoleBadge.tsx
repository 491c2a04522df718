import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './roleBadge.css';

/**
 * A writer's role badge (spec part 3 §2.1, §6): SPA for the super admin, ADM for an admin, nothing
 * for anyone else. Discussions, comments and replies show it beside the name.
 */
export function RoleBadge({ role, testId }: { role: string; testId: string }) {
  const { t } = useTranslation();
  if (role !== 'root' && role !== 'admin') return null;
  const root = role === 'root';
  return (
    <Tooltip title={t(root ? 'common.roleRoot' : 'common.roleAdmin')}>
      <Tag color={root ? 'magenta' : 'geekblue'} className="role-badge" data-testid={`${testId}-${role}`}>
        {root ? 'SPA' : 'ADM'}
      </Tag>
    </Tooltip>
  );
}
