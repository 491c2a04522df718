import { useState } from 'react';
import { Button, Drawer, Grid, Menu, Space } from 'antd';
import { LoginOutlined, MenuOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/queries.ts';
import { authDialog } from '../../session/authDialog.ts';
import { useSession } from '../../session/session.ts';
import { BrandMark } from '../common/BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { activeNavKey, navItems } from './navItems.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The top bar: navigation (a drawer under 992 px), language switch, account entry (spec part 1 §2.3). */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { config } = useWebsiteConfig();
  const { user, token } = useSession();
  const screens = Grid.useBreakpoint();
  // Until the first measurement assume a wide screen; lg is ≥ 992 px.
  const wide = screens.lg ?? window.innerWidth >= 992;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const items = navItems(t, config.openPublicDiscussion);
  const selected = [activeNavKey(pathname)];
  const menuItems = items.map((item) => ({
    key: item.key,
    icon: item.icon,
    label: (
      <Link to={item.to} data-testid={`nav-${item.key}`} onClick={() => setDrawerOpen(false)}>
        {item.label}
      </Link>
    ),
  }));
  const loggedIn = Boolean(token && user);

  const accountButtons = (
    <Space size={8}>
      <Button
        type="primary"
        icon={<LoginOutlined />}
        data-testid="open-login"
        onClick={() => {
          setDrawerOpen(false);
          authDialog.open('login');
        }}
      >
        {t('auth.login')}
      </Button>
      <Button
        icon={<UserAddOutlined />}
        data-testid="open-register"
        onClick={() => {
          setDrawerOpen(false);
          authDialog.open('register');
        }}
      >
        {t('auth.register')}
      </Button>
    </Space>
  );

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        {!wide && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.menu')}
            data-testid="nav-drawer-toggle"
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Link to="/home" className="top-bar__brand" data-testid="brand-home" aria-label={t('nav.home')}>
          <BrandMark size={30} />
          <span className="top-bar__brand-name">{config.shortName || t('app.shortName')}</span>
        </Link>
        {wide && (
          <Menu
            mode="horizontal"
            selectedKeys={selected}
            items={menuItems}
            className="top-bar__menu"
            data-testid="nav-menu"
            aria-label={t('nav.mainNavigation')}
          />
        )}
        <div className="top-bar__right">
          <LanguageSwitch compact={!wide} />
          {loggedIn && user ? <UserMenu user={user} /> : wide ? accountButtons : null}
          {!loggedIn && !wide && (
            <Button type="primary" size="small" icon={<LoginOutlined />} data-testid="open-login" onClick={() => authDialog.open('login')}>
              {t('auth.login')}
            </Button>
          )}
        </div>
      </div>
      {!wide && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={260}
          title={
            <span className="drawer-title">
              <BrandMark size={24} />
              {config.shortName || t('app.shortName')}
            </span>
          }
          data-testid="nav-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <Menu mode="inline" selectedKeys={selected} items={menuItems} aria-label={t('nav.mainNavigation')} />
          {!loggedIn && <div className="drawer-account">{accountButtons}</div>}
        </Drawer>
      )}
    </header>
  );
}
