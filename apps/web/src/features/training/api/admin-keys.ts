import type { AdminTrainingListParams, TrainingProblemListParams } from './admin-training.ts';

/**
 * The query keys of the training back office. A name ending in `Of` (or a plural) is the prefix of
 * the keys after it: invalidating it refreshes every page of it.
 */
export const trainingAdminKeys = {
  all: ['admin', 'training'] as const,
  list: (params: AdminTrainingListParams) => ['admin', 'training', 'list', params] as const,
  training: (tid: number) => ['admin', 'training', 'one', tid] as const,
  problemLists: ['admin', 'training', 'problems'] as const,
  problems: (params: TrainingProblemListParams) => ['admin', 'training', 'problems', params] as const,
  categories: ['admin', 'training', 'categories'] as const,
};
