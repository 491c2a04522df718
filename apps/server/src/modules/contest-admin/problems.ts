import { and, asc, count, desc, eq, ilike, like, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { ProblemAuth, REMOTE_OJS, type AdminContestProblemListVO, type ContestProblemRow } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { contestProblem, judge, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, notFound, page } from '../../http/envelope.ts';
import { displayIdTaken } from '../../http/messages/contest-admin.ts';
import { CONTEST_MSG, loadContest, type ContestRow } from '../contest/access.ts';
import { findProblem, managesAllProblems } from '../problem/visibility.ts';
import { toProblem, type ProblemRow } from '../problem/vo.ts';
import { ACCESS_MSG } from '../problem-admin/access.ts';
import { deleteProblem } from '../problem-admin/remove.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { bumpContestVersion, removeContestSubmissions } from './changes.ts';
import { mayTake, takeableBy } from './problem-access.ts';

/** A contest's problems in the back office (hoj-api §13.5; spec part 3 §2.4). */

export const CONTEST_PROBLEM_MSG = {
  notInContest: 'The problem is not in this contest',
  alreadyIn: 'The problem is already in this contest',
  displayIdTaken,
  raced: 'The problem or its display ID is already in this contest',
  groupProblem: 'A group problem can not be added to a site contest',
  otherGroupProblem: "Another group's problem can not be added to this contest",
  notPublicForGroup: 'Only public problems of the bank can be added to a group contest',
  privateProblem: 'This problem is private: only its author, a super admin or a problem admin can add it to a contest',
  otherContestProblem:
    "This problem belongs to another contest: only its author, that contest's administrators, a super admin or a problem admin can add it to a contest",
  wrongType: "The problem's type (ACM or OI) must match the contest's rule type",
} as const;

type LinkRow = typeof contestProblem.$inferSelect;

export interface ProblemListFilter {
  keyword?: string | undefined;
  /** Absent: the contest's own problems. Present: bank problems of this type that may be added. */
  problemType?: number | undefined;
  /** "All" or absent: any; a remote judge key: its problems; anything else: local problems. */
  oj?: string | undefined;
}

function toContestProblemRow(row: LinkRow): ContestProblemRow {
  return { ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() };
}

async function linksOf(db: DbLike, cid: number): Promise<LinkRow[]> {
  return db.select().from(contestProblem).where(eq(contestProblem.cid, cid)).orderBy(asc(contestProblem.displayId));
}

function problemKeyword(keyword: string, ...extra: SQL[]): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(problem.problemId, pattern), ilike(problem.title, pattern), ilike(problem.author, pattern), ...extra)!;
}

function ojFilter(oj: string | undefined): SQL[] {
  const key = oj?.toUpperCase();
  if (!key || key === 'ALL') return [];
  if ((REMOTE_OJS as readonly string[]).includes(key)) return [eq(problem.isRemote, true), like(problem.problemId, `${key}-%`)];
  return [eq(problem.isRemote, false)];
}

/** The contest's own problems, a page in display id order. */
async function ownProblems(ctx: AppContext, c: ContestRow, filter: ProblemListFilter, current: number, size: number) {
  const where: SQL[] = [eq(contestProblem.cid, c.id), ...ojFilter(filter.oj)];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    where.push(problemKeyword(filter.keyword, ilike(contestProblem.displayId, pattern), ilike(contestProblem.displayTitle, pattern)));
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ problem })
      .from(contestProblem)
      .innerJoin(problem, eq(problem.id, contestProblem.pid))
      .where(condition)
      .orderBy(asc(contestProblem.displayId))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(contestProblem).innerJoin(problem, eq(problem.id, contestProblem.pid)).where(condition),
  ]);
  return page(
    rows.map((r) => toProblem(r.problem)),
    totals[0]?.n ?? 0,
    current,
    size,
  );
}

/**
 * Bank problems that may join the contest: site problems of the given type (remote ones whatever
 * their type), not private, not in the contest yet, that the user may take; newest first.
 */
async function candidateProblems(
  ctx: AppContext,
  user: AuthUser,
  c: ContestRow,
  filter: ProblemListFilter & { problemType: number },
  current: number,
  size: number,
) {
  const inContest = ctx.db.select({ pid: contestProblem.pid }).from(contestProblem).where(eq(contestProblem.cid, c.id));
  const where: SQL[] = [
    eq(problem.isGroup, false),
    ne(problem.auth, ProblemAuth.PRIVATE),
    or(eq(problem.type, filter.problemType), eq(problem.isRemote, true))!,
    notInArray(problem.id, inContest),
    ...ojFilter(filter.oj),
  ];
  // A group's admins take only public bank problems; they manage no other.
  const takeable = c.gid === null ? takeableBy(ctx.db, user) : eq(problem.auth, ProblemAuth.PUBLIC);
  if (takeable) where.push(takeable);
  if (filter.keyword) where.push(problemKeyword(filter.keyword));
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(problem)
      .where(condition)
      .orderBy(desc(problem.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(problem).where(condition),
  ]);
  return page(rows.map(toProblem), totals[0]?.n ?? 0, current, size);
}

export async function contestProblemList(
  ctx: AppContext,
  user: AuthUser,
  c: ContestRow,
  filter: ProblemListFilter,
  current: number,
  size: number,
): Promise<AdminContestProblemListVO> {
  const { problemType } = filter;
  const [problemList, links] = await Promise.all([
    problemType === undefined
      ? ownProblems(ctx, c, filter, current, size)
      : candidateProblems(ctx, user, c, { ...filter, problemType }, current, size),
    linksOf(ctx.db, c.id),
  ]);
  return { problemList, contestProblemMap: Object.fromEntries(links.map((l) => [String(l.pid), toContestProblemRow(l)])) };
}

async function linkOf(db: DbLike, cid: number, pid: number): Promise<LinkRow | null> {
  const rows = await db
    .select()
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, pid)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getContestProblem(ctx: AppContext, c: ContestRow, pid: number): Promise<ContestProblemRow> {
  const link = await linkOf(ctx.db, c.id, pid);
  if (!link) throw notFound(CONTEST_PROBLEM_MSG.notInContest);
  return toContestProblemRow(link);
}

/**
 * A problem the caller may put into the contest, of the contest's type. A site contest takes site
 * problems: private ones only for their author and those who manage every problem, another
 * contest's problems only for those who manage them. A group contest takes the group's own
 * problems and the public bank's public ones; never another group's.
 */
async function linkableProblem(ctx: AppContext, user: AuthUser, c: ContestRow, pid: number): Promise<ProblemRow> {
  const p = await findProblem(ctx, pid);
  if (!p) throw notFound(ACCESS_MSG.noProblem);
  if (p.isGroup && p.gid !== c.gid) {
    throw fail(c.gid === null ? CONTEST_PROBLEM_MSG.groupProblem : CONTEST_PROBLEM_MSG.otherGroupProblem);
  }
  if (c.gid !== null && !p.isGroup && p.auth !== ProblemAuth.PUBLIC) throw fail(CONTEST_PROBLEM_MSG.notPublicForGroup);
  if (c.gid === null) {
    if (p.auth === ProblemAuth.PRIVATE && !managesAllProblems(user) && p.author !== user.username) {
      throw fail(CONTEST_PROBLEM_MSG.privateProblem);
    }
    if (!(await mayTake(ctx.db, user, p))) throw fail(CONTEST_PROBLEM_MSG.otherContestProblem);
  }
  if (p.type !== c.type && !p.isRemote) throw fail(CONTEST_PROBLEM_MSG.wrongType);
  return p;
}

/** Refuses a display id another problem of the contest already has. */
async function checkDisplayIdFree(db: DbLike, cid: number, displayId: string, exceptLinkId: number | null): Promise<void> {
  const same = and(eq(contestProblem.cid, cid), eq(contestProblem.displayId, displayId));
  const rows = await db
    .select({ id: contestProblem.id })
    .from(contestProblem)
    .where(exceptLinkId === null ? same : and(same, ne(contestProblem.id, exceptLinkId)))
    .limit(1);
  if (rows.length > 0) throw fail(CONTEST_PROBLEM_MSG.displayIdTaken(displayId));
}

/** Runs a write; a racing save that took the same pid or display id is the "already in" refusal. */
async function guardRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(CONTEST_PROBLEM_MSG.raced);
    throw error;
  }
}

export interface LinkInput {
  pid: number;
  displayId: string;
  displayTitle?: string | null | undefined;
  color?: string | null | undefined;
}

/**
 * Puts a problem into the contest under a display id (the title defaults to the problem's). A
 * problem of the contest's own scope (the site's bank for a site contest, the group's problems for
 * a group's) becomes contest-only (auth 3), as the reference does, so that it leaves its list while
 * the contest runs; a public bank problem taken into a group contest stays public, as a group may
 * not hide the site's problems. The kept boards rebuild.
 */
export async function linkProblem(ctx: AppContext, user: AuthUser, c: ContestRow, input: LinkInput): Promise<ContestProblemRow> {
  const p = await linkableProblem(ctx, user, c, input.pid);
  if (await linkOf(ctx.db, c.id, p.id)) throw fail(CONTEST_PROBLEM_MSG.alreadyIn);
  await checkDisplayIdFree(ctx.db, c.id, input.displayId, null);
  const link = await guardRace(() =>
    ctx.db.transaction(async (tx) => {
      const rows = await tx
        .insert(contestProblem)
        .values({
          cid: c.id,
          pid: p.id,
          displayId: input.displayId,
          displayTitle: input.displayTitle || p.title,
          color: input.color || null,
        })
        .returning();
      if (p.gid === c.gid) {
        await tx.update(problem).set({ auth: ProblemAuth.CONTEST, gmtModified: new Date() }).where(eq(problem.id, p.id));
      }
      await bumpContestVersion(tx, c.id);
      return rows[0]!;
    }),
  );
  return toContestProblemRow(link);
}

export interface ContestProblemSave extends LinkInput {
  id?: number | null | undefined;
  displayTitle: string;
}

/**
 * Saves a problem's display id, title and balloon colour in the contest (the contest's
 * submissions follow a new display id). A problem not linked yet is linked, as the form that
 * creates a contest problem saves the new problem first and then its place in the contest.
 */
export async function saveContestProblem(
  ctx: AppContext,
  user: AuthUser,
  c: ContestRow,
  save: ContestProblemSave,
): Promise<ContestProblemRow> {
  const link = await linkOf(ctx.db, c.id, save.pid);
  if (save.id && link?.id !== save.id) throw notFound(CONTEST_PROBLEM_MSG.notInContest);
  if (!link) return linkProblem(ctx, user, c, save);
  await checkDisplayIdFree(ctx.db, c.id, save.displayId, link.id);
  const saved = await guardRace(() =>
    ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(contestProblem)
        .set({ displayId: save.displayId, displayTitle: save.displayTitle, color: save.color || null, gmtModified: new Date() })
        .where(eq(contestProblem.id, link.id))
        .returning();
      if (save.displayId !== link.displayId) {
        await tx
          .update(judge)
          .set({ displayPid: save.displayId })
          .where(and(eq(judge.cid, c.id), eq(judge.pid, link.pid)));
      }
      await bumpContestVersion(tx, c.id);
      return rows[0]!;
    }),
  );
  return toContestProblemRow(saved);
}

/** Takes a problem out of a contest together with the contest's submissions of it. */
async function unlinkProblem(db: DbLike, cid: number, pid: number): Promise<boolean> {
  const removed = await db
    .delete(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, pid)))
    .returning({ id: contestProblem.id });
  if (removed.length === 0) return false;
  await removeContestSubmissions(db, cid, pid);
  await bumpContestVersion(db, cid);
  return true;
}

/** Unlinks a problem from a contest that must exist (body 404 otherwise). */
export async function removeFromContest(ctx: AppContext, cid: number, pid: number): Promise<void> {
  if (!(await loadContest(ctx.db, cid))) throw notFound(CONTEST_MSG.notFound);
  const unlinked = await ctx.db.transaction((tx) => unlinkProblem(tx, cid, pid));
  if (!unlinked) throw notFound(CONTEST_PROBLEM_MSG.notInContest);
}

/** Deletes a bank problem and takes it out of every contest that had it, so no contest keeps a dangling link. */
export async function deleteBankProblem(ctx: AppContext, pid: number): Promise<void> {
  await deleteProblem(ctx, pid);
  await ctx.db.transaction(async (tx) => {
    const links = await tx.select({ cid: contestProblem.cid }).from(contestProblem).where(eq(contestProblem.pid, pid));
    for (const { cid } of links) await unlinkProblem(tx, cid, pid);
  });
}

/** Whether the problem is one of the contest's. */
export async function contestHasProblem(db: DbLike, cid: number, pid: number): Promise<boolean> {
  return (await linkOf(db, cid, pid)) !== null;
}
