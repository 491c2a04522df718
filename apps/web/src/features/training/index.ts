/**
 * The training area's public entry: what other areas may use of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a training page belongs to. */
export { trainingMenuKeyOf } from './admin/rules.ts';

// A group's trainings are trainings seen through the group (spec part 3 §2.3): its Training tab
// lists them with the training list's columns, shows one in the training shell under the group's
// path, and runs them with the back office's screens on the group's desk.
export { useTrainingColumns } from './pages/trainingColumns.tsx';
export { TrainingShellAt } from './pages/TrainingShell.tsx';
export { TrainingProblemFullScreenAt } from './pages/TrainingProblemFullScreen.tsx';
export { default as TrainingAdminList } from './admin/TrainingList.tsx';
export { default as TrainingEdit } from './admin/TrainingEdit.tsx';
export { default as TrainingProblemsAdmin } from './admin/problems/TrainingProblems.tsx';
export { TrainingDeskContext, type TrainingDesk } from './admin/desk.ts';
export type { AdminTrainingListParams, TrainingBody, TrainingProblemListParams } from './api/admin-training.ts';
