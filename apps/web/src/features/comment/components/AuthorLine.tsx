import { Avatar, Tag, Tooltip } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitleTag } from '@/components/common/TitleTag.tsx';
import { formatTime } from '@/utils/time.ts';

interface Writer {
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: string;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  gmtCreate: string;
}

/** The badge of a writer's role (spec part 3 §6): SPA for the super admin, ADM for an admin. */
function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  if (role === 'root')
    return (
      <Tooltip title={t('comment.roleRoot')}>
        <Tag color="magenta" className="comment-role" data-testid="comment-role-root">
          SPA
        </Tag>
      </Tooltip>
    );
  if (role === 'admin')
    return (
      <Tooltip title={t('comment.roleAdmin')}>
        <Tag color="geekblue" className="comment-role" data-testid="comment-role-admin">
          ADM
        </Tag>
      </Tooltip>
    );
  return null;
}

/** Who wrote a comment or a reply and when; `children` follows the name (a reply's "to …"). */
export function AuthorLine({ w, small, children }: { w: Writer; small?: boolean; children?: React.ReactNode }) {
  return (
    <div className="comment-author">
      <Avatar size={small ? 28 : 36} src={w.fromAvatar || undefined} icon={<UserOutlined />} alt={w.fromName} />
      <div className="comment-author__text">
        <div className="comment-author__name">
          <Link to={`/user-home?username=${encodeURIComponent(w.fromName)}`}>{w.fromName}</Link>
          <RoleBadge role={w.fromRole} />
          <TitleTag titleName={w.fromTitleName} titleColor={w.fromTitleColor} />
          {children}
        </div>
        <div className="comment-author__time muted">{formatTime(w.gmtCreate, 'YYYY-MM-DD HH:mm')}</div>
      </div>
    </div>
  );
}
