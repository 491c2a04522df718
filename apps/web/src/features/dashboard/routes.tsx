import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute } from '@/routes/types.ts';

const Dashboard = lazyPage(() => import('./admin/Dashboard.tsx'));

/** The back office's landing page (hoj-api §13.1): every admin role. */
export const dashboardAdminRoutes: AdminRoute[] = [{ path: 'dashboard', page: Dashboard, need: 'admin' }];
