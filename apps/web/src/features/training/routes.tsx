import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

const TrainingList = lazyPage(() => import('./pages/TrainingList.tsx'));
const TrainingShell = lazyPage(() => import('./pages/TrainingShell.tsx'));
const TrainingProblemFullScreen = lazyPage(() => import('./pages/TrainingProblemFullScreen.tsx'));

/**
 * The training area's routes (spec part 2 §2.15): the list (no login), the focus page of a
 * training problem, and the shell, whose tabs route the rest of /training/:trainingID/ themselves
 * (introduction, problems, a problem, rank).
 */
export const trainingRoutes: AppRoute[] = [
  { path: '/training', page: TrainingList },
  { path: '/training/:trainingID/problem/:problemID/full-screen', page: TrainingProblemFullScreen, access: 'login' },
  { path: '/training/:trainingID/*', page: TrainingShell, access: 'login' },
];

/** The back office's training pages (spec part 3 §2.4): every admin role reaches them, the server decides per training. */
export const trainingAdminRoutes: AdminRoute[] = [];
