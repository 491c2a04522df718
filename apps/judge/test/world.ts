import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus } from '@arbiter/contract';
import type { Config } from '../../server/src/config.ts';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';
import { startJudge } from '../src/main.ts';

/** The token test servers give judge hosts. */
export const TEST_JUDGE_TOKEN = 'test-judge-token';

/**
 * Where the test hosts remember passed language self-tests, shared by every world and run: each
 * starts from fresh data, and proving every language each time would make each start slow.
 */
export const TEST_PROOF_DIR = join(tmpdir(), 'arbiter-test-proofs');

export interface JudgingWorld {
  server: TestServer;
  judge: Awaited<ReturnType<typeof startJudge>>;
  close: () => Promise<void>;
}

/**
 * A real server (no submit interval) and a real judge host with the real sandbox. Each test file
 * takes its own `firstWorker`: files of different test projects may run at once, and sandbox
 * workers with the same number would share cgroups and uids.
 */
export async function startJudgingWorld(opts: {
  name: string;
  firstWorker: number;
  workers?: number;
  server?: Partial<Config>;
}): Promise<JudgingWorld> {
  const server = await startTestServer(opts.server);
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  const dataDir = await mkdtemp(join(tmpdir(), `arbiter-${opts.name}-`));
  const judge = await startJudge({
    server: server.url,
    token: TEST_JUDGE_TOKEN,
    workers: opts.workers ?? 1,
    firstWorker: opts.firstWorker,
    name: opts.name,
    dataDir,
    cacheBytes: 64 << 20,
    proofDir: TEST_PROOF_DIR,
    log: () => undefined,
  });
  return {
    server,
    judge,
    close: async () => {
      await judge.stop();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const RUNNING: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

export interface Judged {
  status: number;
  score: number | null;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  oiRankScore: number | null;
  cases: { status: number; score: number | null; userOutput: string | null; seq: number }[];
}

/** Waits for a submission's verdict and reads its case results, as the web app would. */
export async function verdictOf(server: TestServer, token: string, submitId: number, timeoutMs = 120_000): Promise<Judged> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.call('GET', '/api/get-submission-detail', { token, query: { submitId } });
    const s = res.data.submission;
    if (!RUNNING.includes(s.status)) {
      const cases = await server.call('GET', '/api/get-all-case-result', { token, query: { submitId } });
      return { ...s, cases: cases.data?.judgeCaseList ?? [] };
    }
    if (Date.now() > deadline) throw new Error(`submission ${submitId} not judged in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until `probe` answers something other than undefined (checked every 100 ms), and answers
 * it; fails after `ms` naming `what`, with `detail()` (a log, say) when given.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  opts: { ms?: number; detail?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.ms ?? 60_000);
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${opts.detail ? `:\n${opts.detail()}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
