import { and, eq } from 'drizzle-orm';
import { TrainingAuth, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { training, trainingRegister } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { accessDenied, notFound } from '../../http/envelope.ts';
import { isGroupRootOf, isMemberOf } from '../group/access.ts';

/** Who may see, enter and administer a training (spec part 2 §4, §6; hoj-api §7). Decided here only. */

export type TrainingRow = typeof training.$inferSelect;

export const TRAINING_MSG = {
  notFound: 'The training does not exist',
  registerFirst: 'Please register for the training first',
  notAdmin: 'Only the training administrators may do this',
  barred: 'You are not allowed in this training',
} as const;

export async function loadTraining(db: DbLike, tid: number): Promise<TrainingRow | null> {
  const rows = await db.select().from(training).where(eq(training.id, tid)).limit(1);
  return rows[0] ?? null;
}

/** Training admin (spec part 2 §6): the training's author, a super admin, or a root of the training's group. */
export function isTrainingAdmin(t: TrainingRow, user: AuthUser | null): boolean {
  if (!user) return false;
  return inRoleGroup('root', user.roleName) || (t.uid !== null && t.uid === user.uid) || isGroupRootOf(user, t.gid);
}

/** Whether the training is open to the caller: a hidden one only to its admins, a group's only to the group's members. */
export async function seesTraining(ctx: AppContext, t: TrainingRow, user: AuthUser | null): Promise<boolean> {
  if (isTrainingAdmin(t, user)) return true;
  if (!t.status) return false;
  return t.gid === null || (await isMemberOf(ctx, t.gid, user));
}

/** The training if it exists and is open to the caller (`seesTraining`). */
export async function visibleTraining(ctx: AppContext, tid: number, user: AuthUser | null): Promise<TrainingRow> {
  const t = await loadTraining(ctx.db, tid);
  if (!t || !(await seesTraining(ctx, t, user))) throw notFound(TRAINING_MSG.notFound);
  return t;
}

/** A user's registration: true registered, false barred from the training, null none. */
export async function registration(db: DbLike, tid: number, uid: string): Promise<boolean | null> {
  const rows = await db
    .select({ status: trainingRegister.status })
    .from(trainingRegister)
    .where(and(eq(trainingRegister.tid, tid), eq(trainingRegister.uid, uid)))
    .limit(1);
  return rows[0]?.status ?? null;
}

/** Public trainings are open to all; private ones to their admins and to users registered with the password. */
export async function hasAccess(ctx: AppContext, t: TrainingRow, user: AuthUser | null): Promise<boolean> {
  if (t.auth !== TrainingAuth.PRIVATE || isTrainingAdmin(t, user)) return true;
  return user !== null && (await registration(ctx.db, t.id, user.uid)) === true;
}

/** Refuses a private training to a user who has not registered (body 401, as hoj-api §7 answers it). */
export async function assertAccess(ctx: AppContext, t: TrainingRow, user: AuthUser | null): Promise<void> {
  if (!(await hasAccess(ctx, t, user))) throw accessDenied(TRAINING_MSG.registerFirst);
}

/** A visible training the caller may enter. */
export async function enteredTraining(ctx: AppContext, tid: number, user: AuthUser | null): Promise<TrainingRow> {
  const t = await visibleTraining(ctx, tid, user);
  await assertAccess(ctx, t, user);
  return t;
}
