import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { TrainingAuth, type AdminTraining, type AdminTrainingVO, type Page, type TrainingDTOBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { training, trainingCategory } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, fail, forbidden, notFound, page } from '../../http/envelope.ts';
import { TRAINING_MSG, isTrainingAdmin, loadTraining, type TrainingRow } from './access.ts';
import { categoryOf, toCategory, trainingFields } from './trainings.ts';

/**
 * The back office's trainings (hoj-api §13.6): list, read, create, update, delete and the visibility
 * switch. A group's trainings (hoj-api §11) use the same functions with the group's id and guard.
 */

const ADMIN_MSG = {
  idMissing: 'The required request parameters are missing: id',
  noCategory: 'The category does not exist',
} as const;

/** Finds the training a call names and refuses a caller who may not change it (body 404 / 403). */
export type TrainingGuard = (ctx: AppContext, user: AuthUser, tid: number) => Promise<TrainingRow>;

function toAdminTraining(t: TrainingRow): AdminTraining {
  return {
    ...trainingFields(t),
    privatePwd: t.privatePwd,
    status: t.status,
    isGroup: t.isGroup,
    gmtCreate: t.gmtCreate.toISOString(),
  };
}

/** A site training the caller administers (its author or a super admin): body 404 / 403 otherwise. */
export async function administeredTraining(ctx: AppContext, user: AuthUser, tid: number): Promise<TrainingRow> {
  const t = await loadTraining(ctx.db, tid);
  if (!t || t.isGroup) throw notFound(TRAINING_MSG.notFound);
  if (!isTrainingAdmin(t, user)) throw forbidden(TRAINING_MSG.notAdmin);
  return t;
}

/**
 * Every site training (gid null) or every training of one group, whoever made it (each admin opens
 * only their own), the keyword matching the title or the id.
 */
export async function adminTrainingList(
  ctx: AppContext,
  keyword: string | undefined,
  current: number,
  size: number,
  gid: number | null = null,
): Promise<Page<AdminTraining>> {
  const where: SQL[] = [gid === null ? eq(training.isGroup, false) : eq(training.gid, gid)];
  if (keyword) {
    const byTitle = ilike(training.title, `%${escapeLike(keyword)}%`);
    where.push(/^\d{1,9}$/.test(keyword) ? or(byTitle, eq(training.id, Number(keyword)))! : byTitle);
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(training)
      .where(condition)
      .orderBy(desc(training.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(training).where(condition),
  ]);
  return page(rows.map(toAdminTraining), totals[0]?.n ?? 0, current, size);
}

export async function adminTraining(
  ctx: AppContext,
  user: AuthUser,
  tid: number,
  guard: TrainingGuard = administeredTraining,
): Promise<AdminTrainingVO> {
  const t = await guard(ctx, user, tid);
  const c = await categoryOf(ctx.db, t);
  return { training: toAdminTraining(t), trainingCategory: c ? toCategory(c) : null };
}

/**
 * The category the form names: an existing site one (or one of the training's group) by id, or a
 * new one made in the same transaction, belonging to the training's group if it has one.
 */
async function categoryId(tx: DbLike, dto: TrainingDTOBody, gid: number | null): Promise<number> {
  const c = dto.trainingCategory!;
  if (c.id) {
    const rows = await tx
      .select({ id: trainingCategory.id, gid: trainingCategory.gid })
      .from(trainingCategory)
      .where(eq(trainingCategory.id, c.id))
      .limit(1);
    if (!rows[0] || (rows[0].gid !== null && rows[0].gid !== gid)) throw fail(ADMIN_MSG.noCategory);
    return rows[0].id;
  }
  const rows = await tx
    .insert(trainingCategory)
    .values({ name: c.name!.trim(), color: (c.color ?? '').trim() || '#409EFF', gid })
    .returning({ id: trainingCategory.id });
  return rows[0]!.id;
}

function columnsOf(dto: TrainingDTOBody) {
  const t = dto.training;
  return {
    title: t.title,
    description: t.description,
    auth: t.auth,
    privatePwd: t.auth === TrainingAuth.PRIVATE ? (t.privatePwd ?? '').trim() : null,
    rank: t.rank,
    status: t.status,
    rankShowName: t.rankShowName,
  };
}

/** A new site training (gid null) or group training made by the caller, who is its author whatever the body says. */
export async function createTraining(
  ctx: AppContext,
  user: AuthUser,
  dto: TrainingDTOBody,
  gid: number | null = null,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const cid = await categoryId(tx, dto, gid);
    const rows = await tx
      .insert(training)
      .values({ ...columnsOf(dto), categoryId: cid, uid: user.uid, author: user.username, isGroup: gid !== null, gid })
      .returning({ id: training.id });
    return { id: rows[0]!.id };
  });
}

/**
 * Saves the form over a training the caller administers. Its author stays; the version moves so the
 * kept rank rebuilds (who is kept off it may follow the author, and the auth decides whether it has one).
 */
export async function updateTraining(
  ctx: AppContext,
  user: AuthUser,
  dto: TrainingDTOBody,
  guard: TrainingGuard = administeredTraining,
): Promise<void> {
  const tid = dto.training.id;
  if (!tid) throw badRequest(ADMIN_MSG.idMissing);
  const t = await guard(ctx, user, tid);
  await ctx.db.transaction(async (tx) => {
    const cid = await categoryId(tx, dto, t.gid);
    await tx
      .update(training)
      .set({ ...columnsOf(dto), categoryId: cid, version: sql`${training.version} + 1`, gmtModified: new Date() })
      .where(eq(training.id, t.id));
  });
}

/**
 * Deletes a site training (gid null) or one of the group's with its problem links, registrations and
 * records; the caller checked who may (super admins for the site's, Root* for a group's).
 */
export async function deleteTraining(ctx: AppContext, tid: number, gid: number | null = null): Promise<void> {
  const rows = await ctx.db
    .delete(training)
    .where(and(eq(training.id, tid), gid === null ? eq(training.isGroup, false) : eq(training.gid, gid)))
    .returning({ id: training.id });
  if (rows.length === 0) throw notFound(TRAINING_MSG.notFound);
}

export async function changeTrainingStatus(
  ctx: AppContext,
  user: AuthUser,
  tid: number,
  status: boolean,
  guard: TrainingGuard = administeredTraining,
): Promise<void> {
  const t = await guard(ctx, user, tid);
  await ctx.db.update(training).set({ status, gmtModified: new Date() }).where(eq(training.id, t.id));
}
