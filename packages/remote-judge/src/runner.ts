import { JudgeStatus, remoteMessage, type RemoteFailure, type RemoteKey } from '@arbiter/contract';
import { RemoteError, type AccountContext, type RemoteAdapter, type RemoteLanguage, type RunState } from './adapter.ts';

/**
 * One remote submission from start to a final state, on an account the caller leased: log in
 * (reusing the session when it is still good), read the account's newest run id, submit, accept
 * only a newer run id (a stale one would attach the previous run's verdict), then poll with a
 * growing delay until a final verdict or the judge's time budget is spent. Every path ends in a
 * verdict, System Error or Submitted Failed with a message a user can read; none hangs.
 */

export interface RemoteTaskInput {
  key: RemoteKey;
  /** The remote id without our prefix. */
  problem: string;
  /** Our language name (RemoteLanguage.name). */
  language: string;
  code: string;
  /** A run id from an earlier attempt: it is only polled again, never submitted twice. */
  runId: string | null;
  /** Varies the code's trailing blanks between attempts: sites refuse a byte-identical resubmission. */
  nonce: number;
}

export interface RunnerHooks {
  /** The run id, as soon as it is known: a host that dies after this point is followed by a re-poll, not a second submit. */
  submitted(runId: string): Promise<void>;
  /** 5 Pending, 6 Compiling or 7 Judging, when it changes. */
  progress(status: number): Promise<void>;
}

export interface RunnerClock {
  sleep(ms: number): Promise<void>;
  now(): number;
}

export const realClock: RunnerClock = { sleep: (ms) => new Promise((r) => setTimeout(r, ms)), now: () => Date.now() };

export interface RunnerLimits {
  /** Waits between polls; the last one repeats. */
  pollDelaysMs: readonly number[];
  /** Failed polls (site down, odd page) in a row before giving up. */
  maxPollErrors: number;
  /** Reads of the run list after a submit before the run id counts as missing. */
  runIdTries: number;
  runIdDelayMs: number;
}

export const DEFAULT_LIMITS: RunnerLimits = { pollDelaysMs: [1000, 2000, 3000, 5000], maxPollErrors: 8, runIdTries: 4, runIdDelayMs: 2000 };

const DEFAULT_MAX_JUDGE_MS = 5 * 60_000;

export interface RemoteOutcome {
  status: number;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  runId: string | null;
  /** Why it did not end with a verdict, when it did not. */
  failure: RemoteFailure | null;
}

/** System Error for a broken site or a missing account; Submitted Failed (resubmit may help) for the rest. */
const FAILURE_STATUS: Partial<Record<RemoteFailure, number>> = {
  NO_ACCOUNT: JudgeStatus.SYSTEM_ERROR,
  REMOTE_SE: JudgeStatus.SYSTEM_ERROR,
};

export function failureOutcome(key: RemoteKey, kind: RemoteFailure, detail: string, runId: string | null = null): RemoteOutcome {
  return {
    status: FAILURE_STATUS[kind] ?? JudgeStatus.SUBMITTED_FAILED,
    time: null,
    memory: null,
    errorMessage: remoteMessage(kind, key, detail).en,
    runId,
    failure: kind,
  };
}

/** An error of any shape as a classified one: a TypeError while reading a page means the page changed. */
export function classify(error: unknown): RemoteError {
  if (error instanceof RemoteError) return error;
  return new RemoteError('PARSE_ERROR', (error as Error)?.message ?? String(error));
}

const RUNNING: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

export const isFinal = (state: RunState) => !RUNNING.includes(state.status);

/** Whether `after` is a newer run id than `before` (numeric where the ids are; Gym's `cid#sid` by its last number). */
export function isNewer(after: string | null, before: string | null): boolean {
  if (!after) return false;
  if (!before) return true;
  const num = (s: string) => /(\d+)\D*$/.exec(s)?.[1];
  const a = num(after);
  const b = num(before);
  if (a && b) return BigInt(a) > BigInt(b);
  return after !== before;
}

/** Blank characters appended to the code, different for each nonce (a newline, then spaces and tabs). */
export function blankTail(nonce: number): string {
  let tail = '\n';
  for (let n = nonce + 1; n > 0; n = Math.floor(n / 2)) tail += n % 2 ? '\t' : ' ';
  return tail;
}

export async function ensureLogin(adapter: RemoteAdapter, ctx: AccountContext): Promise<void> {
  if (Object.keys(ctx.session.cookies).length + Object.keys(ctx.session.values).length > 0 && (await adapter.isLoggedIn(ctx))) return;
  await adapter.login(ctx);
}

function languageOf(adapter: RemoteAdapter, name: string): RemoteLanguage {
  const lang = adapter.languages.find((l) => l.name === name);
  if (!lang) throw new RemoteError('SUBMIT_REJECTED', `the language ${name} is not offered for this judge`);
  return lang;
}

/** Submits once more after the wait the site asked for; a second refusal stands. */
async function submitHonouringRate(adapter: RemoteAdapter, ctx: AccountContext, task: RemoteTaskInput): Promise<string | null> {
  const req = { problem: task.problem, language: languageOf(adapter, task.language), code: task.code + blankTail(task.nonce) };
  try {
    return await adapter.submit(ctx, req);
  } catch (error) {
    if (!(error instanceof RemoteError) || error.kind !== 'RATE_LIMITED') throw error;
    await ctx.sleep(error.waitMs + 1000);
    try {
      return await adapter.submit(ctx, { ...req, code: task.code + blankTail(task.nonce + 1) });
    } catch (again) {
      if (again instanceof RemoteError && again.kind === 'RATE_LIMITED') throw new RemoteError('RATE_LIMITED', again.detail);
      throw again;
    }
  }
}

async function submitAndFindRun(adapter: RemoteAdapter, ctx: AccountContext, task: RemoteTaskInput, limits: RunnerLimits): Promise<string> {
  const before = await adapter.lastRunId(ctx, task.problem);
  const told = await submitHonouringRate(adapter, ctx, task);
  if (told) return told;
  // Most sites list the run at once; slower ones get a few more looks.
  for (let i = 0; i < limits.runIdTries; i++) {
    if (i > 0) await ctx.sleep(limits.runIdDelayMs);
    const after = await adapter.lastRunId(ctx, task.problem);
    if (isNewer(after, before)) return after!;
  }
  throw new RemoteError('RUN_ID_NOT_FOUND', before ? `the newest run is still ${before}` : 'the run list is empty');
}

async function pollUntilFinal(
  adapter: RemoteAdapter,
  ctx: AccountContext,
  task: RemoteTaskInput,
  runId: string,
  hooks: RunnerHooks,
  clock: RunnerClock,
  limits: RunnerLimits,
): Promise<RemoteOutcome> {
  const deadline = clock.now() + (adapter.maxJudgeMs ?? DEFAULT_MAX_JUDGE_MS);
  let errors = 0;
  let shown: number = JudgeStatus.PENDING;
  for (let i = 0; ; i++) {
    try {
      const state = await adapter.poll(ctx, runId, task.problem);
      errors = 0;
      if (isFinal(state)) return finalOutcome(task.key, state, runId);
      if (state.status !== shown) {
        shown = state.status;
        await hooks.progress(shown);
      }
    } catch (error) {
      const e = classify(error);
      if (e.kind === 'BLOCKED' || e.kind === 'LOGIN_FAILED') return failureOutcome(task.key, e.kind, e.detail, runId);
      if (++errors >= limits.maxPollErrors) return failureOutcome(task.key, e.kind, e.detail, runId);
    }
    if (clock.now() >= deadline) return failureOutcome(task.key, 'POLL_TIMEOUT', `run ${runId}`, runId);
    await clock.sleep(limits.pollDelaysMs[Math.min(i, limits.pollDelaysMs.length - 1)]!);
  }
}

function finalOutcome(key: RemoteKey, state: RunState, runId: string): RemoteOutcome {
  const message =
    state.status === JudgeStatus.SYSTEM_ERROR ? remoteMessage('REMOTE_SE', key, state.message ?? '').en : (state.message ?? null);
  return { status: state.status, time: state.time, memory: state.memory, errorMessage: message, runId, failure: null };
}

export async function runRemoteTask(
  adapter: RemoteAdapter,
  ctx: AccountContext,
  task: RemoteTaskInput,
  hooks: RunnerHooks,
  clock: RunnerClock = realClock,
  limits: RunnerLimits = DEFAULT_LIMITS,
): Promise<RemoteOutcome> {
  let runId = task.runId;
  try {
    await ensureLogin(adapter, ctx);
    if (!runId) {
      runId = await submitAndFindRun(adapter, ctx, task, limits);
      await hooks.submitted(runId);
    }
  } catch (error) {
    const e = classify(error);
    return failureOutcome(task.key, e.kind, e.detail, runId);
  }
  return pollUntilFinal(adapter, ctx, task, runId, hooks, clock, limits);
}
