import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute } from '@/routes/types.ts';

const UserAdmin = lazyPage(() => import('./admin/UserAdmin.tsx'));

/** The back office's users (spec part 3 §2.4): the super admin's, as the user_admin permission is root's alone. */
export const userAdminRoutes: AdminRoute[] = [{ path: 'user', page: UserAdmin, need: 'root' }];
