import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  JudgeStatus,
  ResultStatus,
  type CheckerRole,
  type ClaimedTask,
  type CompileCheckerRequest,
  type CompileOutcome,
  type Message,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { checkerCompile, judgeTask, testJudge } from '../../db/schema.ts';
import { verbatim } from '../../http/catalogue.ts';
import { ApiError } from '../../http/envelope.ts';
import { JUDGE_HOST_REASON, noJudgeHost } from '../../http/messages/judge.ts';
import { hostOffering } from './hosts.ts';
import { PRIORITY, enqueue, removeTask, type TaskRow } from './queue.ts';

/**
 * An admin's test compile of a special judge or an interactor (hoj-api §13.4 `compile-spj`,
 * `compile-interactive`). The request is a `test_judge` row (key `COMPILE_…`) with a queued task of
 * kind 'compile' that any host offering C or C++ takes; the HTTP call waits until the host reports,
 * woken by the 'compiled' signal in this process and polling the row for hosts that reported to
 * another replica.
 */

/** How long the call waits for a host unless the config says otherwise. */
const COMPILE_WAIT_MS = 60_000;
/** Emitted on `ctx.queueSignal` with the row's key when a compile is done. */
export const COMPILED_EVENT = 'compiled';
const POLL_MS = 500;

interface CompileRequest {
  kind: 'compile';
  role: CheckerRole;
  code: string;
  language: 'C' | 'C++';
  extraFiles: Record<string, string>;
}

const noHost = (why: Message) => new ApiError(ResultStatus.SYSTEM_ERROR, noJudgeHost(why));

/** The task a host receives, or null when the call that asked for it has given up. */
export async function compileTask(db: Db, task: TaskRow): Promise<Extract<ClaimedTask, { kind: 'compile' }> | null> {
  if (!task.testKey) return null;
  const rows = await db.select().from(testJudge).where(eq(testJudge.key, task.testKey)).limit(1);
  const req = rows[0]?.request as CompileRequest | undefined;
  if (!req || req.kind !== 'compile') return null;
  return {
    taskId: task.id,
    kind: 'compile',
    compileKey: task.testKey,
    role: req.role,
    language: req.language,
    code: req.code,
    extraFiles: req.extraFiles,
  };
}

/** Keeps what the host reported (the first report only) and ends the task. */
export async function applyCompileOutcome(db: Db, task: TaskRow, outcome: CompileOutcome): Promise<void> {
  if (task.testKey) {
    await db
      .update(testJudge)
      .set({ status: outcome.ok ? JudgeStatus.ACCEPTED : JudgeStatus.COMPILE_ERROR, result: outcome })
      .where(and(eq(testJudge.key, task.testKey), isNull(testJudge.result)));
  }
  await removeTask(db, task.id);
}

/** Waits for the row's result until `deadline`; null when none came. */
async function awaitResult(ctx: AppContext, key: string, deadline: number): Promise<CompileOutcome | null> {
  for (;;) {
    const rows = await ctx.db.select({ result: testJudge.result }).from(testJudge).where(eq(testJudge.key, key)).limit(1);
    const result = rows[0]?.result as CompileOutcome | null | undefined;
    if (result) return result;
    const left = deadline - Date.now();
    if (left <= 0 || !rows[0]) return null;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        ctx.queueSignal.off(COMPILED_EVENT, onCompiled);
        resolve();
      };
      const onCompiled = (k: string) => {
        if (k === key) done();
      };
      const timer = setTimeout(done, Math.min(left, POLL_MS));
      ctx.queueSignal.on(COMPILED_EVENT, onCompiled);
    });
  }
}

/** A checker as the compile record knows it: what the judge builds, not where it came from. */
export interface CheckerSource {
  role: CheckerRole;
  language: string;
  code: string;
}

/** The record's key; NUL cannot occur in a role or a language name, so the parts can not run together. */
function checkerHash({ role, language, code }: CheckerSource): string {
  return createHash('sha256').update(`${role}\u0000${language}\u0000${code}`).digest('hex');
}

/** Notes that this checker compiled, so that a problem may be saved with it. */
export async function recordCompiledChecker(db: Db, checker: CheckerSource): Promise<void> {
  await db
    .insert(checkerCompile)
    .values({ hash: checkerHash(checker) })
    .onConflictDoNothing();
}

/** Whether this very checker (role, language and code) compiled on a judge host before. */
export async function checkerCompiled(db: Db, checker: CheckerSource): Promise<boolean> {
  const rows = await db
    .select({ hash: checkerCompile.hash })
    .from(checkerCompile)
    .where(eq(checkerCompile.hash, checkerHash(checker)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Compiles the checker on a judge host and waits for the answer. Resolves when it compiled, and
 * records that it did for the problem save; throws body status 500 with the compiler's output when
 * it did not, or when no host answered in time.
 */
export async function compileChecker(ctx: AppContext, uid: string, role: CheckerRole, req: CompileCheckerRequest): Promise<void> {
  if (!(await hostOffering(ctx.db, req.language))) throw noHost(JUDGE_HOST_REASON.noHostFor(req.language));
  const waitMs = ctx.config.checkerCompileWaitMs ?? COMPILE_WAIT_MS;
  const key = `COMPILE_${randomBytes(16).toString('hex')}`;
  const request: CompileRequest = { kind: 'compile', role, code: req.code, language: req.language, extraFiles: req.extraFiles };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(testJudge).values({ key, uid, pid: req.pid ?? 0, request, expiresAt: new Date(Date.now() + waitMs + 60_000) });
    await enqueue(tx, { kind: 'compile', testKey: key, language: req.language, priority: PRIORITY.compile });
  });
  let outcome = await awaitResult(ctx, key, Date.now() + waitMs);
  // The row goes in any case; a result that came in the last instant still counts.
  const removed = await ctx.db.delete(testJudge).where(eq(testJudge.key, key)).returning({ result: testJudge.result });
  outcome ??= (removed[0]?.result as CompileOutcome | null | undefined) ?? null;
  await ctx.db.delete(judgeTask).where(and(eq(judgeTask.kind, 'compile'), eq(judgeTask.testKey, key)));
  if (!outcome) throw noHost(JUDGE_HOST_REASON.notInTime(Math.round(waitMs / 1000)));
  if (!outcome.ok)
    throw new ApiError(ResultStatus.SYSTEM_ERROR, outcome.message ? verbatim(outcome.message) : 'The compiler failed without a message');
  await recordCompiledChecker(ctx.db, { role, language: req.language, code: req.code });
}
