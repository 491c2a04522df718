import { Avatar, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserMsgVO } from '@arbiter/contract';
import { MessageFoot } from './MessageFoot.tsx';

/** Where a message's source opens: its url, else the discussion's or the contest's page. */
function sourceLink(m: Pick<UserMsgVO, 'url' | 'sourceId' | 'sourceType'>): string {
  if (m.url) return m.url;
  return m.sourceType === 'Contest' ? `/contest/${m.sourceId}/comment` : `/discussion-detail/${m.sourceId}`;
}

/** A comment, reply or like: who did it, to what, what they said and what it answered. */
export function UserMessageItem({ m, onDelete }: { m: UserMsgVO; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  const action = t(`message.action.${m.action}`, { defaultValue: m.action });
  const source = m.sourceTitle || `${t(m.sourceType === 'Contest' ? 'message.contest' : 'message.discussion')} #${m.sourceId}`;
  return (
    <li className={m.state ? 'msg-item' : 'msg-item msg-item--unread'} data-testid={`message-item-${m.id}`}>
      <Link to={`/user-home?uid=${m.senderId}`} className="msg-item__avatar">
        <Avatar size={40} src={m.senderAvatar || undefined} icon={<UserOutlined />} alt={m.senderUsername} />
      </Link>
      <div className="msg-item__body">
        <div className="msg-item__head">
          <Link to={`/user-home?uid=${m.senderId}`} className="msg-item__sender">
            {m.senderUsername}
          </Link>
          <span className="msg-item__action">{action}</span>
          <Link to={sourceLink(m)} className="msg-item__source" data-testid="message-source">
            {source}
          </Link>
          {m.state ? null : <span className="msg-item__new">{t('message.unread')}</span>}
        </div>
        {m.sourceContent ? (
          <Typography.Paragraph className="msg-item__content" ellipsis={{ rows: 3 }}>
            {m.sourceContent}
          </Typography.Paragraph>
        ) : null}
        {m.quoteContent ? (
          <blockquote className="msg-item__quote">
            <span className="msg-item__quote-label">{t('message.quote')}</span> {m.quoteContent}
          </blockquote>
        ) : null}
        <MessageFoot id={m.id} at={m.gmtCreate} onDelete={onDelete} />
      </div>
    </li>
  );
}
