import { Avatar, Dropdown, type MenuProps } from 'antd';
import {
  BellOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  HomeOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfoVO } from '@arbiter/contract';
import { roleFlags } from '../../session/session.ts';
import { totalUnread, useUnreadCounts } from '../../session/unread.ts';
import { UnreadBadge } from '../common/UnreadBadge.tsx';

/** The signed-in user's dropdown in the top bar. */
export function UserMenu({ user }: { user: UserInfoVO }) {
  const { t } = useTranslation();
  const unread = useUnreadCounts();
  const { isAdmin } = roleFlags(user);

  const messageLinks: { key: string; to: string; label: string; count: number }[] = [
    { key: 'discuss', to: '/message/discuss', label: t('nav.msgDiscuss'), count: unread.comment },
    { key: 'reply', to: '/message/reply', label: t('nav.msgReply'), count: unread.reply },
    { key: 'like', to: '/message/like', label: t('nav.msgLike'), count: unread.like },
    { key: 'sys', to: '/message/sys', label: t('nav.msgSys'), count: unread.sys },
    { key: 'mine', to: '/message/mine', label: t('nav.msgMine'), count: unread.mine },
  ];

  const items: MenuProps['items'] = [
    {
      key: 'user-home',
      icon: <HomeOutlined />,
      label: (
        <Link to="/user-home" data-testid="menu-user-home">
          {t('nav.userHome')}
        </Link>
      ),
    },
    {
      key: 'submissions',
      icon: <FileSearchOutlined />,
      label: (
        <Link to="/status?onlyMine=true" data-testid="menu-my-submissions">
          {t('nav.mySubmissions')}
        </Link>
      ),
    },
    {
      key: 'messages',
      type: 'group',
      label: (
        <Link to="/message" data-testid="menu-messages">
          {t('nav.messages')}
        </Link>
      ),
      children: messageLinks.map((m) => ({
        key: `message-${m.key}`,
        icon: <BellOutlined />,
        label: (
          <Link to={m.to} data-testid={`menu-message-${m.key}`} className="menu-link-with-badge">
            <span>{m.label}</span>
            <UnreadBadge count={m.count} />
          </Link>
        ),
      })),
    },
    { type: 'divider' },
    {
      key: 'setting',
      icon: <SettingOutlined />,
      label: (
        <Link to="/setting" data-testid="menu-setting">
          {t('nav.setting')}
        </Link>
      ),
    },
    ...(isAdmin
      ? [
          {
            key: 'admin',
            icon: <DashboardOutlined />,
            label: (
              <Link to="/admin" data-testid="menu-admin">
                {t('nav.management')}
              </Link>
            ),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: (
        <Link to="/logout" data-testid="menu-logout">
          {t('nav.logout')}
        </Link>
      ),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu-trigger" data-testid="user-menu" aria-label={t('nav.userMenu')}>
        <UnreadBadge count={totalUnread(unread)} testId="unread-badge">
          <Avatar size={32} src={user.avatar || undefined} icon={<UserOutlined />} alt={user.username} />
        </UnreadBadge>
        <span className="user-menu-trigger__name">{user.username}</span>
      </button>
    </Dropdown>
  );
}
