import { randomBytes } from 'node:crypto';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import {
  CODE_MIN,
  JudgeStatus,
  codeMinApplies,
  type SubmitRequest,
  type JudgeVO,
  type TestJudgeVO,
  ProblemAuth,
  inRoleGroup,
  ACCOUNT_POOL,
  remoteKeyOf,
  remoteMessage,
  remoteQueueLanguage,
  type RemoteKey,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { judge, language, problem, problemLanguage, testJudge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound } from '../../http/envelope.ts';
import { PRIORITY, enqueue } from '../judgehost/queue.ts';
import { accountCount } from '../remote-judge/accounts.ts';
import { localTwin } from '../remote-judge/local-twin.ts';
import type { ContestOfSubmission, SubmitTarget } from '../problem/scope.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { toJudgeVO } from './vo.ts';

const SUBMIT_MSG = {
  tooShort: `Code Length can not be less than ${CODE_MIN}`,
  noProblem: 'The problem does not exist',
  hidden: 'The problem is not open for submissions',
  language: 'This language is not allowed for the problem',
  closed: 'Judging is switched off by the administrator',
  tooFast: 'You are submitting too fast: please wait a few seconds and try again',
  noTest: 'The test run does not exist or has already been read',
  noTwin: 'This language cannot be tried on this server: submit to run it on the remote judge',
} as const;

/** Admins may submit to hidden problems; everyone else only to public ones. */
function canSubmitTo(p: ProblemRow, user: AuthUser): boolean {
  if (p.auth === ProblemAuth.PUBLIC && !p.isGroup) return true;
  return inRoleGroup('admins', user.roleName);
}

/** The remote judge a problem is submitted to, or null for an own problem. */
export const remoteOf = (p: Pick<ProblemRow, 'isRemote' | 'problemId'>): RemoteKey | null => (p.isRemote ? remoteKeyOf(p.problemId) : null);

/** Refuses a language the problem does not accept (a remote problem's are its judge's languages). */
async function checkLanguage(ctx: AppContext, p: Pick<ProblemRow, 'id' | 'isRemote' | 'problemId'>, name: string): Promise<void> {
  const remote = remoteOf(p);
  const rows = await ctx.db
    .select({ id: language.id })
    .from(problemLanguage)
    .innerJoin(language, eq(language.id, problemLanguage.lid))
    .where(and(eq(problemLanguage.pid, p.id), eq(language.name, name), eq(language.oj, remote ? ACCOUNT_POOL[remote] : 'ME')))
    .limit(1);
  if (rows.length === 0) throw fail(SUBMIT_MSG.language);
}

/** One practice submission (or test run) per `defaultSubmitInterval` seconds per user. */
async function throttle(ctx: AppContext, kind: string, uid: string): Promise<void> {
  const seconds = (await ctx.site.switches()).defaultSubmitInterval;
  if (seconds > 0 && !(await ctx.expiring.claim(kind, uid, '1', seconds))) throw forbidden(SUBMIT_MSG.tooFast);
}

function checkCodeLength(code: string, lang: string): void {
  if (codeMinApplies(lang) && code.length < CODE_MIN) throw fail(SUBMIT_MSG.tooShort);
}

/** A problem the user may submit to outside any scope: body 404 when absent, 403 when closed to them. */
async function practiceProblem(ctx: AppContext, where: SQL, user: AuthUser): Promise<ProblemRow> {
  const rows = await ctx.db.select().from(problem).where(where).limit(1);
  const p = rows[0];
  if (!p) throw notFound(SUBMIT_MSG.noProblem);
  if (!canSubmitTo(p, user)) throw forbidden(SUBMIT_MSG.hidden);
  return p;
}

/** A practice submission: the problem by its own display id, with the submit interval. */
async function practiceTarget(ctx: AppContext, user: AuthUser, input: SubmitRequest): Promise<SubmitTarget> {
  const p = await practiceProblem(ctx, sql`upper(${problem.problemId}) = ${input.pid.toUpperCase()}`, user);
  return { problem: p, displayId: p.problemId, gid: input.gid ?? null, throttled: true };
}

/**
 * submit-problem-judge: stored Pending and queued for a judge host in one transaction. A request
 * naming a contest (cid), a training (tid) or a group (gid) goes where that scope decides (its
 * switch, its problem, its refusals); any other is a practice submission.
 */
export async function submit(ctx: AppContext, user: AuthUser, input: SubmitRequest, ip: string): Promise<JudgeVO> {
  const named = ctx.scopes.named('submit', [
    ['contest', input.cid],
    ['training', input.tid],
    ['group', input.gid],
  ]);
  if (!(await ctx.site.switches())[named?.scope.submit.judgeSwitch ?? 'openPublicJudge']) throw forbidden(SUBMIT_MSG.closed);
  checkCodeLength(input.code, input.language);
  const target = named ? await named.scope.submit.target(ctx, user, named.id, input.pid) : await practiceTarget(ctx, user, input);
  await checkLanguage(ctx, target.problem, input.language);
  if (target.throttled) await throttle(ctx, 'submit_lock', user.uid);
  const row = await ctx.db.transaction(async (tx) => {
    const sub = await queueSubmission(tx, {
      pid: target.problem.id,
      problemId: target.displayId,
      user,
      code: input.code,
      language: input.language,
      ip,
      gid: target.gid,
      contest: target.contest,
      remote: remoteOf(target.problem),
    });
    await target.recorded?.(tx, sub);
    if (!target.contest) await ctx.scopes.practiceRecorded(tx, sub);
    return sub;
  });
  return toJudgeVO(row);
}

/**
 * Stores a submission (Pending) and its judge task inside the caller's transaction; its commit
 * wakes the judge hosts (judgehost/work-signal.ts). Practice by default; a contest
 * submission carries its contest, its contest problem and the contest priority, and `problemId`
 * is then the contest display id. Also used for the reference submissions of an imported package.
 */
export async function queueSubmission(
  tx: DbLike,
  s: {
    pid: number;
    problemId: string;
    user: Pick<AuthUser, 'uid' | 'username'>;
    code: string;
    language: string;
    ip: string | null;
    gid?: number | null;
    contest?: ContestOfSubmission;
    /** The remote judge of a remote problem: the task goes to a host that judges remotely. */
    remote?: RemoteKey | null;
  },
): Promise<typeof judge.$inferSelect> {
  const inserted = await tx
    .insert(judge)
    .values({
      pid: s.pid,
      displayPid: s.problemId,
      uid: s.user.uid,
      username: s.user.username,
      status: JudgeStatus.PENDING,
      code: s.code,
      length: Buffer.byteLength(s.code),
      language: s.language,
      ip: s.ip,
      gid: s.gid ?? null,
      cid: s.contest?.cid ?? 0,
      cpid: s.contest?.cpid ?? 0,
      virtualRun: s.contest?.virtualRun ?? null,
    })
    .returning();
  return queueJudging(tx, inserted[0]!, s.remote ?? null);
}

/**
 * Queues a Pending submission (new, rejudged or resubmitted) for judging: a sandbox task, or a
 * remote task for a host that judges remotely. A remote submission whose judge has no account
 * could never be sent: it ends at once as System Error saying so.
 */
export async function queueJudging(
  tx: DbLike,
  sub: typeof judge.$inferSelect,
  remote: RemoteKey | null,
): Promise<typeof judge.$inferSelect> {
  if (remote && (await accountCount(tx, remote)) === 0) {
    const rows = await tx
      .update(judge)
      .set({ status: JudgeStatus.SYSTEM_ERROR, errorMessage: remoteMessage('NO_ACCOUNT', remote).en })
      .where(eq(judge.submitId, sub.submitId))
      .returning();
    return rows[0]!;
  }
  const priority = sub.cid ? PRIORITY.contest : PRIORITY.practice;
  const queued = remote
    ? ({ kind: 'remote', language: remoteQueueLanguage(remote) } as const)
    : ({ kind: 'judge', language: sub.language } as const);
  await enqueue(tx, { ...queued, submitId: sub.submitId, version: sub.version, priority });
  return sub;
}

/** How long an unread online test is kept. */
const TEST_TTL_MS = 10 * 60_000;

export async function submitTest(
  ctx: AppContext,
  user: AuthUser,
  input: { pid: number; code: string; language: string; userInput: string; expectedOutput?: string | null | undefined },
): Promise<string> {
  if (!(await ctx.site.switches()).openPublicJudge) throw forbidden(SUBMIT_MSG.closed);
  checkCodeLength(input.code, input.language);
  const p = await practiceProblem(ctx, eq(problem.id, input.pid), user);
  await checkLanguage(ctx, p, input.language);
  // A remote problem's test run is tried here, in the own language closest to the remote one.
  const runAs = p.isRemote ? await twinOf(ctx, p, input.language) : input.language;
  await throttle(ctx, 'test_judge_lock', user.uid);
  const key = `TEST_JUDGE_${randomBytes(16).toString('hex')}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(testJudge).values({
      key,
      uid: user.uid,
      pid: p.id,
      request: { code: input.code, language: runAs, input: input.userInput, expectedOutput: input.expectedOutput ?? null },
      expiresAt: new Date(Date.now() + TEST_TTL_MS),
    });
    await enqueue(tx, { kind: 'test', testKey: key, language: runAs, priority: PRIORITY.test });
  });
  return key;
}

async function twinOf(ctx: AppContext, p: ProblemRow, name: string): Promise<string> {
  const remote = remoteOf(p);
  const rows = remote
    ? await ctx.db
        .select({ name: language.name, contentType: language.contentType })
        .from(language)
        .where(and(eq(language.oj, ACCOUNT_POOL[remote]), eq(language.name, name)))
        .limit(1)
    : [];
  const twin = rows[0] ? localTwin(rows[0]) : null;
  if (!twin) throw fail(SUBMIT_MSG.noTwin);
  return twin;
}

/** A finished test run is answered once and then forgotten; a pending one answers `{status: 5}`. */
export async function takeTestResult(ctx: AppContext, user: AuthUser, key: string): Promise<TestJudgeVO> {
  const rows = await ctx.db
    .select()
    .from(testJudge)
    .where(and(eq(testJudge.key, key), eq(testJudge.uid, user.uid), sql`${testJudge.expiresAt} > now()`))
    .limit(1);
  const t = rows[0];
  if (!t) throw fail(SUBMIT_MSG.noTest);
  if (!t.result) return { status: JudgeStatus.PENDING };
  await ctx.db.delete(testJudge).where(eq(testJudge.key, key));
  const req = t.request as { input: string; expectedOutput: string | null };
  const res = t.result as { status: number; time: number | null; memory: number | null; userOutput: string | null; stderr: string | null };
  const p = await ctx.db.select({ judgeMode: problem.judgeMode }).from(problem).where(eq(problem.id, t.pid)).limit(1);
  return {
    status: res.status,
    time: res.time,
    memory: res.memory,
    userInput: req.input,
    userOutput: res.userOutput,
    expectedOutput: req.expectedOutput,
    stderr: res.stderr,
    problemJudgeMode: p[0]?.judgeMode ?? 'default',
  };
}

/** Forgets online test runs nobody read in time (their results are no longer wanted). */
export async function sweepTestRuns(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const rows = await ctx.db
    .delete(testJudge)
    .where(sql`${testJudge.expiresAt} <= now()`)
    .returning({ key: testJudge.key });
  return rows.length;
}
