import { TrainingAuth, isSuperAdmin, type TrainingVO, type UserInfoVO } from '@arbiter/contract';

/** The pure rules of the training pages (spec part 2 §2.15, §6). */

const TRAINING_TABS = ['introduction', 'problems', 'rank'] as const;
export type TrainingTab = (typeof TRAINING_TABS)[number];

/** The piece of the path after `/training/{id}/` that opens a tab ('' for the introduction). */
export const TAB_PIECE: Record<TrainingTab, string> = { introduction: '', problems: 'problems', rank: 'rank' };

/** A training's admins see real names on its rank: its author and the super admins (spec part 2 §6). */
export function isTrainingAdmin(training: Pick<TrainingVO, 'author'> | null, user: UserInfoVO | null): boolean {
  if (!training || !user) return false;
  return isSuperAdmin(user.roleList ?? []) || (training.author !== null && training.author === user.username);
}

/** The Record tab exists only for private trainings: only they record their students' submissions. */
export function visibleTabs(auth: TrainingVO['auth']): TrainingTab[] {
  return auth === TrainingAuth.PRIVATE ? [...TRAINING_TABS] : ['introduction', 'problems'];
}

/**
 * The tab a path inside the shell belongs to (`rest` is what follows `/training/{id}/`): a problem
 * maps onto Problems; null for a path the shell does not know.
 */
export function tabOfPath(rest: string): TrainingTab | null {
  const parts = rest.split('/').filter((p) => p.length > 0);
  const [first, second, ...more] = parts;
  if (first === undefined) return 'introduction';
  if (first === 'problem') return second !== undefined && more.length === 0 ? 'problems' : null;
  if (parts.length > 1) return null;
  if (first === 'problems') return 'problems';
  return first === 'rank' ? 'rank' : null;
}

/** The share of the training's problems the user solved, as a whole percent (0 without problems). */
export function progressPercent(acCount: number, problemCount: number): number {
  if (problemCount <= 0 || acCount <= 0) return 0;
  return Math.min(100, Math.floor((acCount / problemCount) * 100));
}
