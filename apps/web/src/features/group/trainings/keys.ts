import type { AdminTrainingListParams, TrainingProblemListParams } from '@/features/training/index.ts';
import type { GroupTrainingListParams } from './api.ts';

/**
 * The query keys of a group's trainings, under the group's prefix (`groupKeys.of(gid)`), so a
 * change of the viewer's level reads them again; `admin(gid)` is the prefix of its admin mode.
 */
export const groupTrainingKeys = {
  list: (params: GroupTrainingListParams, token: string | null) => ['group', params.gid, 'trainings', params, token] as const,
  admin: (gid: number) => ['group', gid, 'training-admin'] as const,
  adminList: (gid: number, params: AdminTrainingListParams) => ['group', gid, 'training-admin', 'list', params] as const,
  training: (gid: number, tid: number) => ['group', gid, 'training-admin', 'one', tid] as const,
  problemLists: (gid: number) => ['group', gid, 'training-admin', 'problems'] as const,
  problems: (gid: number, params: TrainingProblemListParams) => ['group', gid, 'training-admin', 'problems', params] as const,
};
