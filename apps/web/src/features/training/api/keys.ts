import type { TrainingListParams, TrainingRankParams } from './training.ts';

/**
 * The training area's query keys. A name ending in `Of` is the prefix of the keys after it:
 * invalidating it refreshes every page and every caller's copy. The token is part of the keys
 * whose answer depends on the caller.
 */
export const trainingKeys = {
  categories: ['training', 'categories'] as const,
  list: (params: TrainingListParams, token: string | null) => ['training', 'list', params, token] as const,
  /** Everything of one training. */
  of: (tid: number) => ['training', tid] as const,
  detail: (tid: number, token: string | null) => ['training', tid, 'detail', token] as const,
  access: (tid: number, token: string | null) => ['training', tid, 'access', token] as const,
  problems: (tid: number, token: string | null) => ['training', tid, 'problems', token] as const,
  strip: (tid: number, token: string | null) => ['training', tid, 'strip', token] as const,
  rank: (params: TrainingRankParams, token: string | null) => ['training', params.tid, 'rank', params, token] as const,
};
