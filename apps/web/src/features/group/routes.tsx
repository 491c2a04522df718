import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

const GroupList = lazyPage(() => import('./pages/GroupList.tsx'));
const GroupShell = lazyPage(() => import('./shell/GroupShell.tsx'));
const GroupTrainingFullScreen = lazyPage(() => import('./trainings/GroupTrainingFullScreen.tsx'));
const GroupProblemFullScreen = lazyPage(() => import('./problems/GroupProblemFullScreen.tsx'));
const GroupProblemReview = lazyPage(() => import('./problems/ProblemReview.tsx'));

/**
 * The group routes (spec part 3 §2.3): the list (no login) and the shell, whose tabs route the rest
 * of /group/:groupID/ themselves; every group route needs a login.
 */
export const groupRoutes: AppRoute[] = [
  { path: '/group', page: GroupList },
  { path: '/group/:groupID/training/:trainingID/problem/:problemID/full-screen', page: GroupTrainingFullScreen, access: 'login' },
  { path: '/group/:groupID/*', page: GroupShell, access: 'login' },
  { path: '/group/:groupID/problem/:problemID/full-screen', page: GroupProblemFullScreen, access: 'login' },
];

/** The back office's group pages (spec part 3 §2.4). */
export const groupAdminRoutes: AdminRoute[] = [{ path: 'group-problem/apply', page: GroupProblemReview, need: 'manager' }];
