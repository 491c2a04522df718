import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

const SsoCallback = lazyPage(() => import('./pages/SsoCallback.tsx'));
const SsoSettings = lazyPage(() => import('./admin/SsoSettings.tsx'));

/** Where the provider's sign-in ends: the server sends the browser here with a ticket or an error. */
export const ssoRoutes: AppRoute[] = [{ path: '/sso/callback', page: SsoCallback }];

/** The provider's settings are the super admin's, as the other site settings are. */
export const ssoAdminRoutes: AdminRoute[] = [{ path: 'sso', page: SsoSettings, need: 'root' }];
