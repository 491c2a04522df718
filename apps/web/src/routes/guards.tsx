import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authDialog } from '../session/authDialog.ts';
import { useSession } from '../session/session.ts';
import { toast } from '../ui/feedback.ts';
import { isAdminPath } from '../ui/navigation.ts';

/** Where a route's visitor must stand (spec part 1 §2.2). */
export type RouteAccess = 'public' | 'login';

/**
 * A login-required route visited without a stored token goes to /home with the login dialog open
 * and 'Please login first'; on admin paths it goes to /admin/login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname } = useLocation();
  if (token) return <>{children}</>;
  return <LoginRedirect admin={isAdminPath(pathname)} />;
}

function LoginRedirect({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(admin ? t('errors.pleaseLoginAdmin') : t('errors.pleaseLogin'));
    if (!admin) authDialog.open('login');
  }, [admin, t]);
  return <Navigate to={admin ? '/admin/login' : '/home'} replace />;
}
