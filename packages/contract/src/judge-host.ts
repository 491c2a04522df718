import { z } from 'zod';
import { id } from './ids.ts';
import type { CheckerRole } from './language.ts';
import type { CheckerProtocol } from './problem.ts';
import type { RemoteKey } from './remote-judge.ts';

/**
 * The judge-host API: how a judge host (apps/judge) takes work from the server and gives back
 * results. Hosts authenticate with the judge token in `X-Judge-Token`; they hold no database
 * credentials. Test data travels by content hash, so a host downloads each file once. Its calls
 * are rows of the endpoint table (`endpoints/judge-host.ts`).
 */
export const JUDGE_TOKEN_HEADER = 'x-judge-token';

/** How long a claimed task stays with its host without a heartbeat (the server's default). */
export const LEASE_SECONDS = 30;

/** What registration answers: the host's id and how often it must beat to keep its leases. */
export interface RegisterHostResponse {
  hostId: string;
  heartbeatMs: number;
}
/**
 * A task whose host vanished this many times ends as System Error instead of looping. A task that
 * itself brings hosts down costs this many host restarts; a host lost for other reasons (a machine
 * going away, an operator's kill) must not cost a student the verdict, and a long task is the one
 * most often in hand when that happens, so the budget is generous.
 */
export const MAX_TASK_ATTEMPTS = 8;

/**
 * How loaded a host's machine is, as fractions: `cpu` the share of all cores' time spent busy since
 * the last report, `memory` the share of memory in use. Hosts send it with their registration and
 * every heartbeat; the back office's judge-service view shows it as hoj's percentages.
 */
export const hostLoad = z.object({
  cpu: z.number().min(0).max(1),
  memory: z.number().min(0).max(1),
});
export type HostLoad = z.infer<typeof hostLoad>;

/** One core's times as `os.cpus()` gives them (milliseconds per state). */
interface CoreTimes {
  times: { user: number; nice: number; sys: number; idle: number; irq: number };
}

/**
 * A machine's load from what `node:os` tells. The CPU share is measured between two readings of
 * `os.cpus()` (the first reading measures since boot), not from the load average: that counts
 * waiting processes too and reads 600 % on a busy two-core machine, which is no percentage.
 */
export class LoadMeter {
  readonly #cpus: () => readonly CoreTimes[];
  readonly #memory: () => { free: number; total: number };
  #last = { busy: 0, total: 0 };

  constructor(cpus: () => readonly CoreTimes[], memory: () => { free: number; total: number }) {
    this.#cpus = cpus;
    this.#memory = memory;
  }

  read(): HostLoad {
    let busy = 0;
    let total = 0;
    for (const { times: t } of this.#cpus()) {
      const all = t.user + t.nice + t.sys + t.idle + t.irq;
      total += all;
      busy += all - t.idle;
    }
    const spent = total - this.#last.total;
    const cpu = spent > 0 ? (busy - this.#last.busy) / spent : 0;
    this.#last = { busy, total };
    const { free, total: memoryTotal } = this.#memory();
    return {
      cpu: Math.min(1, Math.max(0, cpu)),
      memory: memoryTotal > 0 ? Math.min(1, Math.max(0, 1 - free / memoryTotal)) : 0,
    };
  }
}

/** A load fraction as hoj's system info writes it: "12.34%". */
export function loadPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}

export const registerHostRequest = z.object({
  hostId: z.string().min(8).max(64).optional(),
  name: z.string().trim().min(1).max(100),
  languages: z.array(z.string().max(64)).max(100),
  /** Sandbox workers; 0 for a host that only submits to remote judges. */
  workers: z.number().int().min(0).max(256),
  cpuCores: z.number().int().min(1).max(1024),
  version: z.string().max(32),
  /** Optional so that hosts of an older version still register. */
  load: hostLoad.optional(),
  /**
   * The host process has just started and holds no task: whatever its id still holds from before
   * (it was killed mid-task) goes back to the queue now instead of when the lease runs out.
   */
  fresh: z.boolean().optional(),
});
export type RegisterHostRequest = z.infer<typeof registerHostRequest>;

export const claimRequest = z.object({
  hostId: z.string().min(8).max(64),
  /** How long the server may hold the request open when no task is waiting. */
  waitMs: z.number().int().min(0).max(30_000).default(20_000),
  /** A remote-judging slot claims remote submissions only; the sandbox workers never do. */
  remote: z.boolean().optional().default(false),
});

export const heartbeatRequest = z.object({
  hostId: z.string().min(8).max(64),
  taskIds: z.array(id('The task id')).max(1024),
  load: hostLoad.optional(),
});

export const progressRequest = z.object({
  hostId: z.string().min(8).max(64),
  taskId: id('The task id'),
  /** 6 Compiling or 7 Judging (5 Pending: a remote run waiting in its judge's queue). */
  status: z.union([z.literal(5), z.literal(6), z.literal(7)]),
  /** A remote submission's run id, reported as soon as the remote judge gave it. */
  runId: z.string().min(1).max(64).optional(),
});

export const caseReport = z.object({
  caseId: id('The test case id').nullable(),
  seq: z.number().int().min(1),
  status: z.number().int(),
  time: z.number().int().min(0),
  memory: z.number().int().min(0),
  score: z.number().int().min(0).nullable(),
  groupNum: z.number().int().nullable(),
  mode: z.string().max(32),
  inputData: z.string().max(255).nullable(),
  outputData: z.string().max(255).nullable(),
  userOutput: z.string().max(65_536).nullable(),
});
export type CaseReport = z.infer<typeof caseReport>;

/** Milliseconds a stage of judging took, as a host measures it. */
const stageMs = z.number().min(0).max(86_400_000);

/** Where the host spent a submission's judging: its compiles, and each case from its files to its verdict. */
export const hostTiming = z.object({
  /** The checker's and the program's compile (0 when neither compiled). */
  compileMs: stageMs,
  /** One entry per case run, in the order they ran. */
  caseMs: z.array(stageMs).max(10_000),
});
export type HostTiming = z.infer<typeof hostTiming>;

export const submissionOutcome = z.object({
  status: z.number().int(),
  time: z.number().int().min(0).nullable(),
  memory: z.number().int().min(0).nullable(),
  score: z.number().int().min(0).nullable(),
  errorMessage: z.string().max(1_100_000).nullable(),
  cases: z.array(caseReport).max(10_000),
  timing: hostTiming.optional(),
});
export type SubmissionOutcome = z.infer<typeof submissionOutcome>;

/** An outcome decided before any case ran (a compile error, a System Error): no time, memory, score or cases. */
export function outcomeWithoutCases(status: number, message: string): SubmissionOutcome {
  return { status, time: null, memory: null, score: null, errorMessage: message, cases: [] };
}

/** What an online test run gives back. */
export const testOutcome = z.object({
  status: z.number().int(),
  time: z.number().int().min(0).nullable(),
  memory: z.number().int().min(0).nullable(),
  userOutput: z.string().max(65_536).nullable(),
  stderr: z.string().max(65_536).nullable(),
});
export type TestOutcome = z.infer<typeof testOutcome>;

/** What compiling a special judge or interactor gave: `message` is the compiler's output on failure. */
export const compileOutcome = z.object({
  ok: z.boolean(),
  message: z.string().max(65_536),
});
export type CompileOutcome = z.infer<typeof compileOutcome>;

/** What an account keeps between remote tasks (its cookies and tokens), handed back with each result. */
export const remoteSession = z.object({
  cookies: z.record(z.string().max(256), z.string().max(8192)),
  values: z.record(z.string().max(256), z.string().max(8192)),
});
export type RemoteSessionData = z.infer<typeof remoteSession>;

/** How a remote submission ended: a verdict, or System Error / Submitted Failed with the reason. */
export const remoteOutcome = z.object({
  status: z.number().int(),
  time: z.number().int().min(0).nullable(),
  memory: z.number().int().min(0).nullable(),
  errorMessage: z.string().max(65_536).nullable(),
  runId: z.string().max(64).nullable(),
  session: remoteSession,
});
export type RemoteOutcomeReport = z.infer<typeof remoteOutcome>;

export const resultRequest = z.object({
  hostId: z.string().min(8).max(64),
  taskId: id('The task id'),
  /** From the claim's answer reaching the host to the result leaving it: the rest of a task's time is the server's and the network's. */
  hostMs: stageMs.optional(),
  submission: submissionOutcome.optional(),
  test: testOutcome.optional(),
  compile: compileOutcome.optional(),
  remote: remoteOutcome.optional(),
});

/** What a host reports for one task: the field of the task's kind. */
export interface TaskResult {
  submission?: SubmissionOutcome;
  test?: TestOutcome;
  compile?: CompileOutcome;
  remote?: RemoteOutcomeReport;
}

/** A test case as the host needs it: where to get the bytes and how it counts. */
export interface TaskCase {
  caseId: number;
  seq: number;
  inputName: string;
  outputName: string;
  inputHash: string;
  outputHash: string;
  outputSize: number;
  score: number | null;
  groupNum: number;
}

/** The judging settings of a problem, as a host receives them with a task. */
export interface TaskProblem {
  id: number;
  problemId: string;
  /** 0 ACM, 1 OI. */
  type: number;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  ioScore: number;
  judgeMode: 'default' | 'spj' | 'interactive';
  judgeCaseMode: string;
  isRemoveEndBlank: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  spjCode: string | null;
  spjLanguage: string | null;
  /** How the special judge or interactor is called (problem.ts `CHECKER_PROTOCOLS`). */
  checkerProtocol: CheckerProtocol;
  userExtraFile: Record<string, string>;
  judgeExtraFile: Record<string, string>;
  caseVersion: string;
  cases: TaskCase[];
}

export type ClaimedTask =
  | { taskId: number; kind: 'judge'; submitId: number; version: number; language: string; code: string; problem: TaskProblem }
  | {
      taskId: number;
      kind: 'test';
      testKey: string;
      language: string;
      code: string;
      input: string;
      expectedOutput: string | null;
      problem: Omit<TaskProblem, 'cases'>;
    }
  | {
      /** An admin's test compile of a special judge or an interactor. */
      taskId: number;
      kind: 'compile';
      compileKey: string;
      role: CheckerRole;
      language: 'C' | 'C++';
      code: string;
      /** Files put next to the source before compiling (testlib.h, headers). */
      extraFiles: Record<string, string>;
    }
  | {
      /** A submission to a remote judge, on an account leased to this task. */
      taskId: number;
      kind: 'remote';
      submitId: number;
      version: number;
      key: RemoteKey;
      /** The remote id without our prefix (`1000`, `1900A`). */
      problem: string;
      language: string;
      code: string;
      /** Known from an earlier attempt: poll it again, never submit twice. */
      runId: string | null;
      account: { username: string; password: string; session: RemoteSessionData };
    };
