import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

/** The training area's routes (spec part 2 §2.15): the list, a training's tabs, its problems and its rank. */
export const trainingRoutes: AppRoute[] = [];

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
