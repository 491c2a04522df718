import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute } from '@/routes/types.ts';

const SiteAnnouncements = lazyPage(() => import('./admin/SiteAnnouncements.tsx'));

/**
 * The back office's site announcements (spec part 3 §2.4): a super admin's page, as its writing
 * calls are root's (hoj-api §13.3).
 */
export const announcementAdminRoutes: AdminRoute[] = [{ path: 'announcement', page: SiteAnnouncements, need: 'root' }];
