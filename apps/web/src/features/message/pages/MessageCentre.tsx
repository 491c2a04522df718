import { Grid, Tabs } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnreadBadge } from '@/components/common/UnreadBadge.tsx';
import { useUnreadCounts, type UnreadCounts } from '@/session/unread.ts';
import { MESSAGE_TABS, type MessageTab } from '../api/message.ts';
import { MessagePanel } from '../components/MessagePanel.tsx';
import './message.css';

/** Each tab's name (the user menu's words) and its unread count. */
const TAB_WORDS = {
  discuss: { label: 'nav.msgDiscuss', count: 'comment' },
  reply: { label: 'nav.msgReply', count: 'reply' },
  like: { label: 'nav.msgLike', count: 'like' },
  sys: { label: 'nav.msgSys', count: 'sys' },
  mine: { label: 'nav.msgMine', count: 'mine' },
} as const satisfies Record<MessageTab, { label: string; count: keyof UnreadCounts }>;

const isTab = (s: string | undefined): s is MessageTab => MESSAGE_TABS.includes(s as MessageTab);

/** /message/:tab — the message centre: tabs on the left (on top under 768 px) with unread badges (spec part 3 §2.2). */
export default function MessageCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const unread = useUnreadCounts();
  const wide = Grid.useBreakpoint().md ?? true;
  if (!isTab(tab)) return <Navigate to="/message/discuss" replace />;
  const items = MESSAGE_TABS.map((key) => ({
    key,
    label: (
      <span className="msg-tab" data-testid={`message-tab-${key}`}>
        <span>{t(TAB_WORDS[key].label)}</span>
        <UnreadBadge count={unread[TAB_WORDS[key].count]} testId={`message-tab-badge-${key}`} />
      </span>
    ),
    children: key === tab ? <MessagePanel key={key} tab={key} title={t(TAB_WORDS[key].label)} /> : null,
  }));
  return (
    <div className="msg-centre">
      <h1 className="msg-centre__title">{t('message.title')}</h1>
      <Tabs
        className="msg-centre__tabs"
        activeKey={tab}
        items={items}
        tabPosition={wide ? 'left' : 'top'}
        onChange={(key) => void navigate(`/message/${key}`)}
      />
    </div>
  );
}
