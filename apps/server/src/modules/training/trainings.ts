import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  TRAINING_LIST_PAGE_SIZE,
  TrainingAuth,
  clampPage,
  type Page,
  type RankShowName,
  type TrainingAccessVO,
  type TrainingAuth as TrainingAuthName,
  type TrainingCategory,
  type TrainingListQuery,
  type TrainingVO,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { training, trainingCategory, trainingRegister } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, page } from '../../http/envelope.ts';
import { TRAINING_MSG, hasAccess, registration, visibleTraining, type TrainingRow } from './access.ts';
import { trainingProgress } from './progress.ts';
import { recordPastOfUser } from './records.ts';

/** The training list, a training's detail, its categories, access and registration (hoj-api §7). */

export const REGISTER_MSG = {
  done: 'Register training successfully',
  publicTraining: 'The training is public: no registration is needed',
  already: 'You have already registered for the training',
  wrongPassword: 'Wrong password',
} as const;

type CategoryRow = typeof trainingCategory.$inferSelect;

export function toCategory(c: CategoryRow): TrainingCategory {
  return { id: c.id, name: c.name, color: c.color, gid: c.gid };
}

/** The fields a training shows the same way to students and to the back office. */
export function trainingFields(t: TrainingRow) {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth as TrainingAuthName,
    rank: t.rank,
    gid: t.gid,
    rankShowName: t.rankShowName as RankShowName,
    gmtModified: t.gmtModified.toISOString(),
  };
}

function toTrainingVO(t: TrainingRow, c: CategoryRow | null, progress: { problemCount: number; acCount: number }): TrainingVO {
  return {
    ...trainingFields(t),
    categoryId: c?.id ?? null,
    categoryName: c?.name ?? null,
    categoryColor: c?.color ?? null,
    problemCount: progress.problemCount,
    acCount: progress.acCount,
  };
}

/** Site categories (group trainings' categories come with groups). */
export async function trainingCategories(db: DbLike): Promise<TrainingCategory[]> {
  const rows = await db
    .select()
    .from(trainingCategory)
    .where(sql`${trainingCategory.gid} is null`)
    .orderBy(asc(trainingCategory.id));
  return rows.map(toCategory);
}

/**
 * GET /api/get-training-list (and a group's, with its gid): visible site (or group) trainings by order number, filtered by a part of the
 * title (or the id), a category and the auth; each with its problem count and the caller's progress.
 */
export async function trainingList(
  ctx: AppContext,
  user: AuthUser | null,
  q: TrainingListQuery,
  gid: number | null = null,
): Promise<Page<TrainingVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, TRAINING_LIST_PAGE_SIZE);
  const keyword = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const where = and(
    eq(training.status, true),
    gid === null ? eq(training.isGroup, false) : eq(training.gid, gid),
    q.categoryId === undefined ? undefined : eq(training.categoryId, q.categoryId),
    q.auth === undefined ? undefined : eq(training.auth, q.auth),
    keyword ? or(ilike(training.title, keyword), sql`${training.id}::text = ${q.keyword}`) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ t: training, c: trainingCategory })
      .from(training)
      .leftJoin(trainingCategory, eq(trainingCategory.id, training.categoryId))
      .where(where)
      .orderBy(asc(training.rank), asc(training.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(training).where(where),
  ]);
  const progress = await trainingProgress(
    ctx.db,
    rows.map((r) => r.t.id),
    user?.uid ?? null,
  );
  const records = rows.map((r) => toTrainingVO(r.t, r.c, progress.get(r.t.id)!));
  return page(records, totals[0]?.n ?? 0, current, size);
}

export async function categoryOf(db: DbLike, t: TrainingRow): Promise<CategoryRow | null> {
  if (t.categoryId === null) return null;
  const rows = await db.select().from(trainingCategory).where(eq(trainingCategory.id, t.categoryId)).limit(1);
  return rows[0] ?? null;
}

/** GET /api/get-training-detail: the training with its progress for the caller (the password form shows on the page, so no access is needed). */
export async function trainingDetail(ctx: AppContext, user: AuthUser, tid: number): Promise<TrainingVO> {
  const t = await visibleTraining(ctx, tid, user);
  const [category, progress] = await Promise.all([categoryOf(ctx.db, t), trainingProgress(ctx.db, [t.id], user.uid)]);
  return toTrainingVO(t, category, progress.get(t.id)!);
}

export async function trainingAccess(ctx: AppContext, user: AuthUser, tid: number): Promise<TrainingAccessVO> {
  const t = await visibleTraining(ctx, tid, user);
  return { access: await hasAccess(ctx, t, user) };
}

/**
 * POST /api/register-training: a private training's password gives access; the user's earlier
 * practice submissions to its problems are recorded for it in the same transaction.
 */
export async function registerTraining(ctx: AppContext, user: AuthUser, tid: number, password: string): Promise<void> {
  const t = await visibleTraining(ctx, tid, user);
  if (t.auth !== TrainingAuth.PRIVATE) throw fail(REGISTER_MSG.publicTraining);
  const registered = await registration(ctx.db, t.id, user.uid);
  if (registered === false) throw forbidden(TRAINING_MSG.barred);
  if (registered) throw fail(REGISTER_MSG.already);
  if ((t.privatePwd ?? '') !== password) throw fail(REGISTER_MSG.wrongPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(trainingRegister).values({ tid: t.id, uid: user.uid }).onConflictDoNothing();
    await recordPastOfUser(tx, t, user.uid);
  });
}
