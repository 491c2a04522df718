import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

const ContestList = lazyPage(() => import('./pages/ContestList.tsx'));
const ContestShell = lazyPage(() => import('./pages/ContestShell.tsx'));
const ContestProblemFullScreen = lazyPage(() => import('./pages/ContestProblemFullScreen.tsx'));
const OutsideScoreboard = lazyPage(() => import('./scoreboard/OutsideScoreboard.tsx'));
const ScrollBoard = lazyPage(() => import('./scoreboard/ScrollBoard.tsx'));

/**
 * The contest area's routes (spec part 2 §2.6–§2.13): the list, the focus page of a contest
 * problem, and the shell, whose tabs route the rest of /contest/:contestID/ themselves; then the
 * public boards (no login; each shows the contest's own rule) and the rolling board, a bare
 * full-window page.
 */
export const contestRoutes: AppRoute[] = [
  { path: '/contest', page: ContestList },
  { path: '/contest/:contestID/problem/:problemID/full-screen', page: ContestProblemFullScreen, access: 'login' },
  { path: '/contest/:contestID/*', page: ContestShell, access: 'login' },
  { path: '/contest/acm-scoreboard/:contestID', page: OutsideScoreboard },
  { path: '/contest/oi-scoreboard/:contestID', page: OutsideScoreboard },
  { path: '/scrollBoard', page: ScrollBoard },
];

const AdminContestList = lazyPage(() => import('./admin/ContestList.tsx'));
const ContestEdit = lazyPage(() => import('./admin/ContestEdit.tsx'));
const ContestProblems = lazyPage(() => import('./admin/problems/ContestProblems.tsx'));
const ContestProblemEdit = lazyPage(() => import('./admin/problems/ContestProblemEdit.tsx'));
const ContestAnnouncements = lazyPage(() => import('./admin/announcement/ContestAnnouncements.tsx'));

/** The back office's contest pages (spec part 3 §2.4), under /admin/; every admin role reaches them, the server decides per contest. */
export const contestAdminRoutes: AdminRoute[] = [
  { path: 'contest', page: AdminContestList, need: 'admin' },
  { path: 'contest/create', page: ContestEdit, need: 'admin' },
  { path: 'contest/:contestId/edit', page: ContestEdit, need: 'admin' },
  { path: 'contest/:contestId/problems', page: ContestProblems, need: 'admin' },
  { path: 'contest/:contestId/problem/create', page: ContestProblemEdit, need: 'admin' },
  { path: 'contest/:contestId/problem/:problemId/edit', page: ContestProblemEdit, need: 'admin' },
  { path: 'contest/:contestId/announcement', page: ContestAnnouncements, need: 'admin' },
];
