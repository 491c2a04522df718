import { lazy } from 'react';

/**
 * The training area's public entry: what other areas may use of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a training page belongs to. */
export { trainingMenuKeyOf } from './admin/rules.ts';

// A group's trainings are trainings seen through the group (spec part 3 §2.3): its Training tab
// lists them with the training list's columns, shows one in the training shell under the group's
// path, and runs them with the back office's screens on the group's desk. The screens load lazily,
// so what imports this entry does not carry them.
export { useTrainingColumns } from './pages/trainingColumns.tsx';
export { TrainingDeskContext, type TrainingDesk } from './admin/desk.ts';
export type { AdminTrainingListParams, TrainingBody, TrainingProblemListParams } from './api/admin-training.ts';

export const TrainingShellAt = lazy(() => import('./pages/TrainingShell.tsx').then((m) => ({ default: m.TrainingShellAt })));
export const TrainingProblemFullScreenAt = lazy(() =>
  import('./pages/TrainingProblemFullScreen.tsx').then((m) => ({ default: m.TrainingProblemFullScreenAt })),
);
export const TrainingAdminList = lazy(() => import('./admin/TrainingList.tsx'));
export const TrainingEdit = lazy(() => import('./admin/TrainingEdit.tsx'));
export const TrainingProblemsAdmin = lazy(() => import('./admin/problems/TrainingProblems.tsx'));
