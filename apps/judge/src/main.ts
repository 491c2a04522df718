#!/usr/bin/env node
/**
 * A judge host: `node apps/judge/src/main.ts --server URL --token TOKEN [--workers N] [--name NAME]`
 * (also `--first-worker N`, `--data-dir DIR`, `--cache-mb MB`, `--proof-dir DIR`,
 * `--remote-slots N` to submit to remote judges; `--workers 0 --remote-slots N` needs no sandbox;
 * and `--sleep-after-seconds N`, for a host whose launcher starts it again when work is queued).
 * `make start` runs one beside the server; more can run on other machines (they need root, for
 * the sandbox, and no database credentials).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parentPort } from 'node:worker_threads';
import { Sandbox } from '@arbiter/sandbox';
import { TestDataCache } from './host/cache.ts';
import { ServerClient } from './host/client.ts';
import { JudgeHost, type TaskHandler } from './host/host.ts';
import { proveLanguages } from './host/proofs.ts';
import { compileCheckerTask } from './judge/checker-compile.ts';
import { judgeSubmission, type WorkerEnv } from './judge/submission.ts';
import { judgeTestRun } from './judge/test-run.ts';
import { remoteSlots, type RemoteHandlerOptions } from './remote/handler.ts';
import { JUDGE_LANGUAGES, installedLanguages, type JudgeLanguage } from './languages/index.ts';

export const VERSION = '1.0.0';

export interface JudgeOptions {
  server: string;
  token: string;
  workers: number;
  /** Number of the first worker: hosts sharing a machine need distinct ones (uids, cgroups). */
  firstWorker?: number;
  name: string;
  dataDir: string;
  cacheBytes: number;
  /** Slots submitting to remote judges (0: this host does not judge remotely). */
  remoteSlots?: number;
  /** The remote sites and the clock their waits use (default: `ARBITER_REMOTE_<KEY>_URL`, real time). */
  remote?: RemoteHandlerOptions;
  /** Where passed language self-tests are remembered (default `<dataDir>/proofs`). */
  proofDir?: string;
  /**
   * The language table the host tries (default: all of apps/judge/src/languages). Tests point an
   * entry at a missing or failing binary to see the host leave that language out.
   */
  languages?: readonly JudgeLanguage[];
  /** Called once the host has held no task for `afterMs` (see HostOptions.sleep). */
  sleep?: { afterMs: number; then: () => void };
  log?: (line: string) => void;
}

/**
 * Starts the sandboxes (one per worker), proves each installed language in them (a self-test
 * compiled and run, shared out among the workers) and starts the host loop offering the languages
 * that passed. Refuses to start without a working sandbox or without a single working language.
 * With no workers and some remote slots it is a remote-judging host only: no sandbox, no root.
 */
export async function startJudge(opts: JudgeOptions): Promise<{ host: JudgeHost; languages: string[]; stop: () => Promise<void> }> {
  const log = opts.log ?? console.log;
  const table = opts.languages ?? JUDGE_LANGUAGES;
  const readonlyBinds = [...new Set(installedLanguages(table).flatMap((l) => l.extraReadonlyPaths))].filter((p) => existsSync(p));
  const client = new ServerClient(opts.server, opts.token);
  const cache = new TestDataCache(join(opts.dataDir, 'testdata'), opts.cacheBytes, (hash) => client.data(hash));
  const checkerCache = join(opts.dataDir, 'checkers');
  const boxes: Sandbox[] = [];
  const scratches: string[] = [];
  let offered: JudgeLanguage[] = [];
  const remoteOnly = opts.workers === 0;
  if (remoteOnly && !(opts.remoteSlots && opts.remoteSlots > 0)) throw new Error('a host with no workers needs remote slots');
  if (!remoteOnly)
    try {
      for (let i = 0; i < opts.workers; i++) {
        const worker = (opts.firstWorker ?? 0) + i;
        boxes.push(await Sandbox.start({ worker, readonlyBinds }));
        const scratch = join(opts.dataDir, `worker-${worker}`);
        await mkdir(scratch, { recursive: true });
        scratches.push(scratch);
      }
      const started = performance.now();
      const proofs = await proveLanguages({
        workers: boxes.map((box, i) => ({ box, scratch: scratches[i]! })),
        languages: table,
        cacheDir: opts.proofDir ?? join(opts.dataDir, 'proofs'),
      });
      for (const f of proofs.failed) log(`${f.name} is not offered: ${f.why}`);
      log(
        `${proofs.offered.length} of ${table.length} languages passed their self-test in ${Math.round(performance.now() - started)} ms (${proofs.cached} remembered from an earlier start)`,
      );
      offered = proofs.offered;
      if (offered.length === 0) throw new Error('no judged language passed its self-test on this machine');
    } catch (error) {
      await Promise.allSettled(boxes.map((b) => b.close()));
      throw error;
    }
  const languages = new Map(offered.map((l) => [l.name, l]));
  const handlers: TaskHandler[] = boxes.map((box, i) => {
    const env: WorkerEnv = { box, data: (hash) => cache.path(hash), scratch: scratches[i]!, checkerCache, languages };
    return async (task, progress) => {
      if (task.kind === 'judge') return { submission: await judgeSubmission(env, task, progress) };
      if (task.kind === 'compile') return { compile: await compileCheckerTask(env, task) };
      if (task.kind === 'test') return { test: await judgeTestRun(env, task) };
      throw new Error('a sandbox worker was handed a remote task');
    };
  });
  const remote = remoteSlots(opts.remoteSlots ?? 0, opts.remote);
  // Kept per first worker: hosts sharing a machine and a data directory keep distinct ids.
  const idFile = join(opts.dataDir, `host-id-${opts.firstWorker ?? 0}`);
  const host = new JudgeHost({
    client,
    hostId: (await readFile(idFile, 'utf8').catch(() => '')).trim() || undefined,
    name: opts.name,
    languages: [...languages.keys(), ...(remote?.languages ?? [])],
    ...(remote ? { remote: remote.remote } : {}),
    workers: opts.workers,
    cpuCores: availableParallelism(),
    version: VERSION,
    handlers,
    ...(opts.sleep ? { sleep: opts.sleep } : {}),
    log: opts.log,
  });
  await writeFile(idFile, await host.start());
  return {
    host,
    languages: [...languages.keys()],
    stop: async () => {
      await host.stop();
      await Promise.allSettled(boxes.map((b) => b.close()));
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string', default: process.env.ARBITER_SERVER ?? 'http://127.0.0.1:8080' },
      token: { type: 'string', default: process.env.ARBITER_JUDGE_TOKEN },
      workers: { type: 'string', default: String(availableParallelism()) },
      'first-worker': { type: 'string', default: '0' },
      name: { type: 'string', default: hostname() },
      'data-dir': { type: 'string', default: join(tmpdir(), 'arbiter-judge') },
      'cache-mb': { type: 'string', default: '2048' },
      'proof-dir': { type: 'string' },
      // Submitting to remote judges needs outbound access; the local host beside the server does it.
      'remote-slots': { type: 'string', default: process.env.ARBITER_REMOTE_SLOTS ?? '0' },
      // 0: never. The server's local host sleeps, as its launcher wakes it when work is queued.
      'sleep-after-seconds': { type: 'string', default: '0' },
    },
  });
  if (!values.token) throw new Error('--token (or ARBITER_JUDGE_TOKEN) is required');
  const sleepAfterSeconds = Math.max(0, Number(values['sleep-after-seconds']) || 0);
  let stopping = false;
  /** Ends the host once its tasks are done and its sandboxes closed: with 0, "asleep" for a launcher, not failed. */
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void judge.stop().then(() => process.exit(0));
  };
  const judge = await startJudge({
    server: values.server,
    token: values.token,
    // 0 with --remote-slots: a host that only submits to remote judges.
    workers: Math.max(0, Number.isFinite(Number(values.workers)) ? Math.floor(Number(values.workers)) : 1),
    firstWorker: Math.max(0, Number(values['first-worker']) || 0),
    name: values.name.slice(0, 100),
    dataDir: values['data-dir'],
    cacheBytes: Math.max(64, Number(values['cache-mb']) || 2048) * 1024 * 1024,
    proofDir: values['proof-dir'],
    remoteSlots: Math.max(0, Number(values['remote-slots']) || 0),
    ...(sleepAfterSeconds > 0
      ? {
          sleep: {
            afterMs: sleepAfterSeconds * 1000,
            then: () => {
              console.log(`no task for ${sleepAfterSeconds} s: the host goes to sleep until work is queued`);
              // The launcher marks this host asleep (still offering its languages) before it exits.
              parentPort?.postMessage({ asleep: judge.host.id });
              stop();
            },
          },
        }
      : {}),
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The server's local host runs as its worker thread, which signals do not reach: it asks by message.
  // Unreferenced, so that the port alone does not keep a thread alive that has nothing else to do.
  parentPort?.on('message', (message) => message === 'stop' && stop());
  parentPort?.unref();
}

// Run as a program (`node apps/judge/src/main.ts`) or as the server's local host thread, whose
// process.argv[1] is this file too; imported (by tests and benchmarks), it only exports startJudge.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`judge host: ${(error as Error).message}`);
    process.exit(1);
  });
}
