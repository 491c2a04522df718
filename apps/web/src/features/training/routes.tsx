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

const AdminTrainingList = lazyPage(() => import('./admin/TrainingList.tsx'));
const TrainingEdit = lazyPage(() => import('./admin/TrainingEdit.tsx'));
const TrainingProblems = lazyPage(() => import('./admin/problems/TrainingProblems.tsx'));
const TrainingProblemCreate = lazyPage(() => import('./admin/problems/TrainingProblemCreate.tsx'));
const TrainingCategories = lazyPage(() => import('./admin/category/TrainingCategories.tsx'));

/**
 * The back office's training pages (spec part 3 §2.4): every admin role reaches them, the server
 * decides per training (and lets only super admins and problem admins change the categories).
 */
export const trainingAdminRoutes: AdminRoute[] = [
  { path: 'training', page: AdminTrainingList, need: 'admin' },
  { path: 'training/create', page: TrainingEdit, need: 'admin' },
  { path: 'training/category', page: TrainingCategories, need: 'admin' },
  { path: 'training/:trainingId/edit', page: TrainingEdit, need: 'admin' },
  { path: 'training/:trainingId/problems', page: TrainingProblems, need: 'admin' },
  { path: 'training/:trainingId/problem/create', page: TrainingProblemCreate, need: 'admin' },
];
