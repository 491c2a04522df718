import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ContestAuth, type AdminContestBody, type AdminContestListRow, type Page } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { contest, contestRegister } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, fail, page } from '../../http/envelope.ts';
import { toAdminContestVO, type ContestRow } from '../contest/access.ts';
import { bumpContestVersion, removeContestSubmissions } from './changes.ts';
import { contestColumns } from './form.ts';
import { administeredContest, type ContestGuard } from './guard.ts';

const CONTEST_ADMIN_MSG = {
  typeChanged: 'The rule type of a contest can not be changed',
  idMissing: 'The required request parameters are missing: id',
} as const;

function toListRow(c: ContestRow): AdminContestListRow {
  const { pwd: _pwd, ...vo } = toAdminContestVO(c);
  return { ...vo, gmtCreate: c.gmtCreate.toISOString(), gmtModified: c.gmtModified.toISOString() };
}

/**
 * The back office's contest list (hoj-api §13.5): every site contest (or, given a gid, every
 * contest of that group), whoever made it (each admin may open only their own), the keyword
 * matching the title or the id, the latest start first.
 */
export async function adminContestList(
  ctx: AppContext,
  keyword: string | undefined,
  current: number,
  size: number,
  gid: number | null = null,
): Promise<Page<AdminContestListRow>> {
  const where: SQL[] = [gid === null ? eq(contest.isGroup, false) : eq(contest.gid, gid)];
  if (keyword) {
    const byTitle = ilike(contest.title, `%${escapeLike(keyword)}%`);
    const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : null;
    where.push(id === null ? byTitle : or(byTitle, eq(contest.id, id))!);
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(contest)
      .where(condition)
      .orderBy(desc(contest.startTime), desc(contest.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(contest).where(condition),
  ]);
  return page(rows.map(toListRow), totals[0]?.n ?? 0, current, size);
}

/** A new contest made by the caller, who is its creator whatever the body says: a site contest, or the group's when a gid is given. */
export async function createContest(
  ctx: AppContext,
  user: AuthUser,
  body: AdminContestBody,
  gid: number | null = null,
): Promise<{ id: number }> {
  const columns = contestColumns(body);
  const rows = await ctx.db
    .insert(contest)
    .values({ ...columns, uid: user.uid, author: user.username, isGroup: gid !== null, gid })
    .returning({ id: contest.id });
  return { id: rows[0]!.id };
}

/**
 * Saves an edited contest (its creator or a super admin). The rule type stays; a new password of a
 * closed contest sends every contestant through registration again; the kept boards rebuild.
 */
export async function updateContest(
  ctx: AppContext,
  user: AuthUser,
  body: AdminContestBody,
  guard: ContestGuard = administeredContest,
): Promise<void> {
  if (!body.id) throw badRequest(CONTEST_ADMIN_MSG.idMissing);
  const c = await guard(ctx, user, body.id);
  if (body.type !== c.type) throw fail(CONTEST_ADMIN_MSG.typeChanged);
  const columns = contestColumns(body);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contest)
      // A saved contest is rated again (its times, rules or flag may have moved its ratings).
      .set({ ...columns, ratingComputedAt: null, gmtModified: new Date() })
      .where(eq(contest.id, c.id));
    if (columns.auth !== ContestAuth.PUBLIC && columns.pwd !== c.pwd) {
      await tx.delete(contestRegister).where(eq(contestRegister.cid, c.id));
    }
    await bumpContestVersion(tx, c.id);
  });
}

/**
 * Deletes a contest (super admins only, checked by the route). Its problem links, registrations,
 * announcements and print requests go with it (foreign keys). Its submissions are deleted too:
 * kept as history they would still show in submission lists and profiles under a contest that
 * no longer exists.
 */
export async function deleteContest(
  ctx: AppContext,
  user: AuthUser,
  cid: number,
  guard: ContestGuard = administeredContest,
): Promise<void> {
  const c = await guard(ctx, user, cid);
  await ctx.db.transaction(async (tx) => {
    await removeContestSubmissions(tx, c.id);
    await tx.delete(contest).where(eq(contest.id, c.id));
  });
}

export async function changeContestVisible(
  ctx: AppContext,
  user: AuthUser,
  cid: number,
  visible: boolean,
  guard: ContestGuard = administeredContest,
): Promise<void> {
  const c = await guard(ctx, user, cid);
  await ctx.db.update(contest).set({ visible, gmtModified: new Date() }).where(eq(contest.id, c.id));
}
