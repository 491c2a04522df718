import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

const DiscussionList = lazyPage(() => import('./pages/DiscussionList.tsx'));
const DiscussionDetail = lazyPage(() => import('./pages/DiscussionDetail.tsx'));

/**
 * The public discussion routes (spec part 3 §2.1): the list, a problem's list and a post. Each page
 * checks the public-discussion switch itself and sends the user home while it is off.
 */
export const discussionRoutes: AppRoute[] = [
  { path: '/discussion', page: DiscussionList },
  { path: '/discussion/:problemID', page: DiscussionList },
  { path: '/discussion-detail/:discussionID', page: DiscussionDetail },
];

const DiscussionAdmin = lazyPage(() => import('./admin/DiscussionAdmin.tsx'));

/** The back office's discussions and reports (spec part 3 §2.4): every admin role. */
export const discussionAdminRoutes: AdminRoute[] = [{ path: 'discussion', page: DiscussionAdmin, need: 'admin' }];
