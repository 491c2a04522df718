import { Avatar } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysMsgVO } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { MessageFoot } from './MessageFoot.tsx';

/** A system notice: its title and its markdown content. */
export function SysMessageItem({ m, onDelete }: { m: SysMsgVO; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <li className={m.state ? 'msg-item' : 'msg-item msg-item--unread'} data-testid={`message-item-${m.id}`}>
      <span className="msg-item__avatar">
        <Avatar size={40} icon={<NotificationOutlined />} className="msg-item__sys-avatar" />
      </span>
      <div className="msg-item__body">
        <div className="msg-item__head">
          <strong className="msg-item__title">{m.title}</strong>
          {m.state ? null : <span className="msg-item__new">{t('message.unread')}</span>}
        </div>
        <LazyMarkdown source={m.content} className="msg-item__markdown" />
        <MessageFoot id={m.id} at={m.gmtCreate} onDelete={onDelete} />
      </div>
    </li>
  );
}
