import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute } from '@/routes/types.ts';

const SysNotices = lazyPage(() => import('./admin/SysNotices.tsx'));

/** The back office's system notices (spec part 3 §2.4): a super admin's page, as all its calls are root's (hoj-api §10). */
export const noticeAdminRoutes: AdminRoute[] = [{ path: 'notice', page: SysNotices, need: 'root' }];
