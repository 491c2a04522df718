import { useEffect } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, setLanguage, currentLanguage } from '../../i18n/index.ts';
import { session } from '../../session/session.ts';
import { setFeedbackApis } from '../../ui/feedback.ts';
import { isAdminPath, setNavigator } from '../../ui/navigation.ts';

/** Hands antd's themed message and notification instances to code outside React. */
export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => setFeedbackApis(message, notification), [message, notification]);
  return null;
}

/** Lets the API client and the session watcher navigate inside the router. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * When the tab becomes visible again the token is re-read from localStorage (spec part 1 §4);
 * a session ended in another tab sends the user to /home (or /admin/login on admin pages).
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const lost = session.resync();
      if (lost) void navigate(isAdminPath() ? '/admin/login' : '/home', { replace: true });
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === 'authed') onVisible();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate]);
  return null;
}

/** `?lang=zh-CN|en-US` switches the interface language on any page. */
export function LanguageFromQuery() {
  const { search } = useLocation();
  useEffect(() => {
    const lang = new URLSearchParams(search).get('lang');
    // Without the network the page stays in its language; the link can be followed again.
    if (isLanguage(lang) && lang !== currentLanguage()) void setLanguage(lang).catch(() => undefined);
  }, [search]);
  return null;
}
