import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute } from '@/routes/types.ts';

const SwitchSettings = lazyPage(() => import('./admin/SwitchSettings.tsx'));
const SiteConfig = lazyPage(() => import('./admin/SiteConfig.tsx'));

/** The site back office (hoj-api §13.1): the switches and the settings are the super admin's alone. */
export const siteAdminRoutes: AdminRoute[] = [
  { path: 'switch', page: SwitchSettings, need: 'root' },
  { path: 'conf', page: SiteConfig, need: 'root' },
];
