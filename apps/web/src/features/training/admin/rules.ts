import {
  TRAINING_RANK_MAX,
  type AdminTraining,
  type AdminTrainingProblemListVO,
  type Problem,
  type TrainingProblemRow,
  type UserInfoVO,
} from '@arbiter/contract';
import { allows } from '@/components/admin/access.ts';

/**
 * The pure rules of the training back office: the side-menu entry of a path, who manages a
 * training (hoj-api §13.6: its author, a super admin or a problem admin; the server checks again),
 * a training's problems with their links, and an order number typed in (part 3 §9: 0 to 2147483647).
 */

export type TrainingMenuKey = 'training-list' | 'training-create' | 'training-category';

/** The side-menu entry of a training page (its edit and problem pages belong to the list); null elsewhere. */
export function trainingMenuKeyOf(pathname: string): TrainingMenuKey | null {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (under('/admin/training/create')) return 'training-create';
  if (under('/admin/training/category')) return 'training-category';
  if (under('/admin/training')) return 'training-list';
  return null;
}

/** Whether the user edits, hides or fills the training: a super admin or problem admin, or its author. */
export function canManageTraining(row: Pick<AdminTraining, 'author'>, user: Pick<UserInfoVO, 'username' | 'roleList'> | null): boolean {
  if (!user) return false;
  if (allows(user.roleList, 'manager')) return true;
  return row.author !== null && row.author === user.username;
}

export interface TrainingProblemListRow {
  problem: Problem;
  /** Null only if the server's map misses the problem. */
  link: TrainingProblemRow | null;
}

/** The rows of the list: each problem of the page with its link, in the training's order (smaller order number first). */
export function trainingProblemRows(list: AdminTrainingProblemListVO | undefined): TrainingProblemListRow[] {
  if (!list) return [];
  const rows = list.problemList.records.map((problem) => ({ problem, link: list.trainingProblemMap[String(problem.id)] ?? null }));
  // The server answers in order already; sorting again keeps a page right while a changed rank is read back.
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.link?.rank ?? Infinity) - (b.row.link?.rank ?? Infinity) || a.index - b.index)
    .map(({ row }) => row);
}

/** An order number typed in: a whole number from 0 to 2147483647, or null. */
export function parseOrderNumber(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value <= TRAINING_RANK_MAX ? value : null;
}
