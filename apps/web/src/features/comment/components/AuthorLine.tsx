import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ReplyVO } from '@arbiter/contract';
import { RoleBadge } from '@/components/common/RoleBadge.tsx';
import { TitleTag } from '@/components/common/TitleTag.tsx';
import { formatTime } from '@/utils/time.ts';

/** A comment's or a reply's author fields and time (the two share them). */
type Writer = Pick<ReplyVO, 'fromUid' | 'fromName' | 'fromAvatar' | 'fromRole' | 'fromTitleName' | 'fromTitleColor' | 'gmtCreate'>;

/** Who wrote a comment or a reply and when; `children` follows the name (a reply's "to …"). */
export function AuthorLine({ w, small, children }: { w: Writer; small?: boolean; children?: React.ReactNode }) {
  return (
    <div className="comment-author">
      <Avatar size={small ? 28 : 36} src={w.fromAvatar || undefined} icon={<UserOutlined />} alt={w.fromName} />
      <div className="comment-author__text">
        <div className="comment-author__name">
          <Link to={`/user-home?username=${encodeURIComponent(w.fromName)}`}>{w.fromName}</Link>
          <RoleBadge role={w.fromRole} testId="comment-role" />
          <TitleTag titleName={w.fromTitleName} titleColor={w.fromTitleColor} />
          {children}
        </div>
        <div className="comment-author__time muted">{formatTime(w.gmtCreate, 'YYYY-MM-DD HH:mm')}</div>
      </div>
    </div>
  );
}
