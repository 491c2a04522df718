import { and, desc, eq, gt } from 'drizzle-orm';
import { ContestStatus, type VirtualRunStateVO, type VirtualRunVO } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import type { DbLike } from '../../../db/client.ts';
import { contestVirtualRun } from '../../../db/schema.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { fail, forbidden } from '../../../http/envelope.ts';
import {
  CONTEST_MSG,
  assertCanView,
  hasAccess,
  isContestAdmin,
  passesAccountRule,
  statusOf,
  visibleContest,
  type ContestRow,
} from '../access.ts';

/**
 * Virtual runs (contract `endpoints/virtual.ts`): who may start one and when, and the run as its
 * user sees it. A run lasts the contest's duration from its start; while it runs, the user's
 * submissions to the contest belong to it (`contest/submit.ts`).
 */

export const VIRTUAL_MSG = {
  notEnded: 'Virtual participation opens once the contest has ended',
  taken: 'You have already taken part virtually in this contest',
  elsewhere: 'Finish your virtual participation in another contest first',
  none: 'Start a virtual participation of this contest first',
  started: 'Virtual participation started',
} as const;

export type RunRow = typeof contestVirtualRun.$inferSelect;

async function runOf(db: DbLike, cid: number, uid: string): Promise<RunRow | null> {
  const rows = await db
    .select()
    .from(contestVirtualRun)
    .where(and(eq(contestVirtualRun.cid, cid), eq(contestVirtualRun.uid, uid)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's run that is still running, in any contest. */
async function runningRunOf(db: DbLike, uid: string, now: Date): Promise<RunRow | null> {
  const rows = await db
    .select()
    .from(contestVirtualRun)
    .where(and(eq(contestVirtualRun.uid, uid), gt(contestVirtualRun.endTime, now)))
    .orderBy(desc(contestVirtualRun.endTime))
    .limit(1);
  return rows[0] ?? null;
}

export function isRunning(run: RunRow, now = Date.now()): boolean {
  return now < run.endTime.getTime();
}

/** Seconds of the contest's clock the run has used. */
export function elapsedOf(run: RunRow, c: ContestRow, now = Date.now()): number {
  return Math.max(0, Math.min(c.duration, Math.floor((now - run.startTime.getTime()) / 1000)));
}

export function toRunVO(run: RunRow, c: ContestRow, now = Date.now()): VirtualRunVO {
  return {
    id: run.id,
    cid: run.cid,
    startTime: run.startTime.toISOString(),
    endTime: run.endTime.toISOString(),
    elapsed: elapsedOf(run, c, now),
    running: isRunning(run, now),
    now: new Date(now).toISOString(),
  };
}

/** The contest and the caller's leave to sit it virtually: the contest ended and the caller may take part in it. */
async function sittableContest(ctx: AppContext, user: AuthUser, cid: number): Promise<ContestRow> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  if (statusOf(c) !== ContestStatus.ENDED) throw forbidden(VIRTUAL_MSG.notEnded);
  if (!isContestAdmin(c, user) && !(await hasAccess(ctx, c, user))) {
    throw forbidden(passesAccountRule(c, user) ? CONTEST_MSG.noAccess : CONTEST_MSG.accountRule);
  }
  return c;
}

/** GET /api/get-contest-virtual-run */
export async function virtualRunState(ctx: AppContext, user: AuthUser, cid: number): Promise<VirtualRunStateVO> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  const now = Date.now();
  const [run, running] = await Promise.all([runOf(ctx.db, c.id, user.uid), runningRunOf(ctx.db, user.uid, new Date(now))]);
  const elsewhere = running && running.cid !== c.id ? running.cid : null;
  const mayTakePart = statusOf(c, now) === ContestStatus.ENDED && (isContestAdmin(c, user) || (await hasAccess(ctx, c, user)));
  return { run: run ? toRunVO(run, c, now) : null, startable: !run && elsewhere === null && mayTakePart, runningElsewhere: elsewhere };
}

/** POST /api/start-contest-virtual-run: the clock starts now. */
export async function startVirtualRun(ctx: AppContext, user: AuthUser, cid: number): Promise<VirtualRunVO> {
  const c = await sittableContest(ctx, user, cid);
  const now = new Date();
  if (await runOf(ctx.db, c.id, user.uid)) throw fail(VIRTUAL_MSG.taken);
  if (await runningRunOf(ctx.db, user.uid, now)) throw fail(VIRTUAL_MSG.elsewhere);
  // The unique (cid, uid) index settles two starts racing each other.
  const rows = await ctx.db
    .insert(contestVirtualRun)
    .values({ cid: c.id, uid: user.uid, startTime: now, endTime: new Date(now.getTime() + c.duration * 1000) })
    .onConflictDoNothing()
    .returning();
  const run = rows[0];
  if (!run) throw fail(VIRTUAL_MSG.taken);
  return toRunVO(run, c, now.getTime());
}

/**
 * The caller's running run of the contest, for a submission made after the contest's end: it goes
 * to the run instead of counting as a late submission.
 */
export async function runningRunIn(ctx: AppContext, c: ContestRow, user: AuthUser): Promise<RunRow | null> {
  const run = await runOf(ctx.db, c.id, user.uid);
  return run && isRunning(run) ? run : null;
}

/** The caller's run of the contest (running or over) for reading its board and submissions. */
export async function ownRun(ctx: AppContext, user: AuthUser, cid: number): Promise<{ c: ContestRow; run: RunRow | null }> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  return { c, run: await runOf(ctx.db, c.id, user.uid) };
}
