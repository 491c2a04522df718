import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The author's role badge (spec part 3 §2.1): SPA for the super admin, ADM for an admin, nothing else. */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  if (role !== 'root' && role !== 'admin') return null;
  return (
    <Tooltip title={t(`discussion.role.${role}`)}>
      <Tag color={role === 'root' ? 'volcano' : 'geekblue'} className="disc-role" data-testid="discussion-role">
        {role === 'root' ? 'SPA' : 'ADM'}
      </Tag>
    </Tooltip>
  );
}
