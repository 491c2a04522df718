import { Suspense, useState, type ReactNode } from 'react';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Menu, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CommentOutlined,
  AuditOutlined,
  DashboardOutlined,
  ControlOutlined,
  ExportOutlined,
  HomeOutlined,
  KeyOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SettingOutlined,
  TagOutlined,
  TagsOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminLogout } from '../../api/admin.ts';
import { BrandMark } from '../../components/common/BrandMark.tsx';
import { PageLoading } from '../../components/common/PageLoading.tsx';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch.tsx';
import { session, useSession } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';
import { allows, menuKeyOf, type AdminNeed } from '@/components/admin/access.ts';
import { announcementMenuKeyOf } from '@/features/announcement/index.ts';
import { contestMenuKeyOf } from '@/features/contest/index.ts';
import { dashboardMenuKeyOf } from '@/features/dashboard/index.ts';
import { discussionMenuKeyOf } from '@/features/discussion/index.ts';
import { noticeMenuKeyOf } from '@/features/notice-admin/index.ts';
import { siteMenuKeyOf } from '@/features/site-admin/index.ts';
import { ssoMenuKeyOf } from '@/features/sso/index.ts';
import { judgeTokenMenuKeyOf } from '@/features/api-token/index.ts';
import { trainingMenuKeyOf } from '@/features/training/index.ts';
import { GROUP_PROBLEM_REVIEW_PATH, groupProblemMenuKeyOf } from '@/features/group/index.ts';
import { userAdminMenuKeyOf } from '@/features/user-admin/index.ts';

interface MenuEntry {
  key: string;
  to: string;
  icon: ReactNode;
  label: string;
  need: AdminNeed;
}

/**
 * The back office's frame (spec part 3 §2.4): a side menu of the pages the user's role reaches (a
 * drawer under 768 px), a header with the language switch and the account menu.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? window.innerWidth >= 768;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const roles = user?.roleList ?? [];

  const entries: MenuEntry[] = [
    { key: 'problems', to: '/admin/problems', icon: <OrderedListOutlined />, label: t('admin.layout.menuProblemList'), need: 'admin' },
    { key: 'create', to: '/admin/problem/create', icon: <PlusOutlined />, label: t('admin.layout.menuCreateProblem'), need: 'admin' },
    { key: 'tags', to: '/admin/problem/tag', icon: <TagsOutlined />, label: t('admin.layout.menuTags'), need: 'manager' },
    { key: 'batch', to: '/admin/problem/batch-operation', icon: <ExportOutlined />, label: t('admin.layout.menuBatch'), need: 'root' },
    {
      key: 'group-problem-apply',
      to: GROUP_PROBLEM_REVIEW_PATH,
      icon: <AuditOutlined />,
      label: t('groupProblem.review.menu'),
      need: 'manager',
    },
  ];
  const trainingEntries: MenuEntry[] = [
    { key: 'training-list', to: '/admin/training', icon: <BookOutlined />, label: t('adminTraining.menu.list'), need: 'admin' },
    { key: 'training-create', to: '/admin/training/create', icon: <PlusOutlined />, label: t('adminTraining.menu.create'), need: 'admin' },
    {
      key: 'training-category',
      to: '/admin/training/category',
      icon: <TagOutlined />,
      label: t('adminTraining.menu.category'),
      need: 'admin',
    },
  ];
  const contestEntries: MenuEntry[] = [
    { key: 'contest-list', to: '/admin/contest', icon: <TrophyOutlined />, label: t('adminContest.menu.list'), need: 'admin' },
    { key: 'contest-create', to: '/admin/contest/create', icon: <PlusOutlined />, label: t('adminContest.menu.create'), need: 'admin' },
  ];
  const discussionEntries: MenuEntry[] = [
    { key: 'discussion', to: '/admin/discussion', icon: <CommentOutlined />, label: t('adminDiscussion.menu.discussion'), need: 'admin' },
  ];
  const generalEntries: MenuEntry[] = [
    { key: 'users', to: '/admin/user', icon: <UserOutlined />, label: t('userAdmin.menu.users'), need: 'root' },
    {
      key: 'announcement',
      to: '/admin/announcement',
      icon: <NotificationOutlined />,
      label: t('adminAnnouncement.menu.announcement'),
      need: 'root',
    },
    { key: 'notice', to: '/admin/notice', icon: <BellOutlined />, label: t('adminNotice.menu.notice'), need: 'root' },
    { key: 'site-switch', to: '/admin/switch', icon: <SettingOutlined />, label: t('siteAdmin.menu.switches'), need: 'root' },
    { key: 'site-conf', to: '/admin/conf', icon: <ControlOutlined />, label: t('siteAdmin.menu.conf'), need: 'root' },
    { key: 'sso', to: '/admin/sso', icon: <LoginOutlined />, label: t('sso.menu'), need: 'root' },
    { key: 'judge-tokens', to: '/admin/judge-tokens', icon: <KeyOutlined />, label: t('apiToken.judgeMenu'), need: 'root' },
  ];
  const group = (key: string, label: string, list: MenuEntry[]) => ({
    key,
    type: 'group' as const,
    label: collapsed && wide ? null : label,
    children: list
      .filter((e) => allows(roles, e.need))
      .map((e) => ({
        key: e.key,
        icon: e.icon,
        label: (
          <Link to={e.to} data-testid={`admin-menu-${e.key}`} onClick={() => setDrawerOpen(false)}>
            {e.label}
          </Link>
        ),
      })),
  });
  const menuItems: MenuProps['items'] = [
    {
      key: 'dashboard',
      icon: <DashboardOutlined />,
      label: (
        <Link to="/admin/dashboard" data-testid="admin-menu-dashboard" onClick={() => setDrawerOpen(false)}>
          {t('dashboard.menu.dashboard')}
        </Link>
      ),
    },
    group('problem-group', t('admin.layout.menuProblems'), entries),
    group('training-group', t('adminTraining.menu.group'), trainingEntries),
    group('contest-group', t('adminContest.menu.group'), contestEntries),
    group('discussion-group', t('adminDiscussion.menu.group'), discussionEntries),
    // Root's group alone: no heading is left over for the other roles.
    ...[group('general-group', t('adminAnnouncement.menu.group'), generalEntries)].filter((g) => g.children.length > 0),
    { type: 'divider' },
    {
      key: 'site',
      icon: <HomeOutlined />,
      label: (
        <Link to="/home" data-testid="admin-menu-site">
          {t('admin.layout.backToSite')}
        </Link>
      ),
    },
  ];

  const logout = async () => {
    try {
      toast.success(await adminLogout());
    } catch {
      // The failure was reported; the session ends on this side anyway.
    }
    session.clear();
    void navigate('/admin/login', { replace: true });
  };

  const accountItems: MenuProps['items'] = [
    { key: 'site', icon: <HomeOutlined />, label: <Link to="/home">{t('admin.layout.backToSite')}</Link> },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="admin-logout">{t('admin.layout.logout')}</span>,
      onClick: () => void logout(),
    },
  ];

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[
        dashboardMenuKeyOf(pathname) ??
          announcementMenuKeyOf(pathname) ??
          noticeMenuKeyOf(pathname) ??
          siteMenuKeyOf(pathname) ??
          ssoMenuKeyOf(pathname) ??
          judgeTokenMenuKeyOf(pathname) ??
          userAdminMenuKeyOf(pathname) ??
          trainingMenuKeyOf(pathname) ??
          contestMenuKeyOf(pathname) ??
          discussionMenuKeyOf(pathname) ??
          groupProblemMenuKeyOf(pathname) ??
          menuKeyOf(pathname),
      ]}
      items={menuItems}
      className="admin-menu"
      data-testid="admin-menu"
      aria-label={t('admin.layout.title')}
    />
  );
  const brand = (
    <Link to="/admin/dashboard" className="admin-brand" aria-label={t('admin.layout.title')}>
      <BrandMark size={26} />
      {collapsed && wide ? null : <span className="admin-brand__name">{t('admin.layout.title')}</span>}
    </Link>
  );

  return (
    <Layout className="admin-shell" data-testid="admin-layout">
      {wide ? (
        <Layout.Sider theme="light" width={220} collapsedWidth={64} collapsed={collapsed} trigger={null} className="admin-sider">
          <div className="admin-sider__inner">
            {brand}
            {menu}
          </div>
        </Layout.Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={240}
          title={brand}
          styles={{ body: { padding: 0 } }}
          data-testid="admin-drawer"
        >
          {menu}
        </Drawer>
      )}
      <Layout>
        <Layout.Header className="admin-header">
          <Button
            type="text"
            icon={wide ? collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined /> : <MenuOutlined />}
            aria-label={wide ? t(collapsed ? 'admin.layout.expand' : 'admin.layout.collapse') : t('admin.layout.openMenu')}
            data-testid="admin-menu-toggle"
            onClick={() => (wide ? setCollapsed((c) => !c) : setDrawerOpen(true))}
          />
          {wide ? null : (
            <span className="admin-header__title">
              <AppstoreOutlined /> {t('admin.layout.title')}
            </span>
          )}
          <div className="admin-header__right">
            <LanguageSwitch compact={!wide} testId="admin-lang-switch" />
            <Dropdown menu={{ items: accountItems }} trigger={['click']} placement="bottomRight">
              <button type="button" className="admin-user" data-testid="admin-user-menu" aria-label={t('admin.layout.userMenu')}>
                <Avatar size={30} src={user?.avatar || undefined} icon={<UserOutlined />} />
                {wide ? <span className="admin-user__name">{user?.username}</span> : null}
              </button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
