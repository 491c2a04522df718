#!/usr/bin/env node
/**
 * A judge host: `node apps/judge/src/main.ts --server URL --token TOKEN [--workers N] [--name NAME]`.
 * `make start` runs one beside the server; more can run on other machines (they need root, for
 * the sandbox, and no database credentials).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '@arbiter/contract';
import { Sandbox } from '@arbiter/sandbox';
import { TestDataCache } from './host/cache.ts';
import { ServerClient } from './host/client.ts';
import { JudgeHost, type TaskHandler } from './host/host.ts';
import { compileCheckerTask } from './judge/checker-compile.ts';
import { judgeSubmission, type WorkerEnv } from './judge/submission.ts';
import { judgeTestRun } from './judge/test-run.ts';

export const VERSION = '1.0.0';

/** The languages whose toolchain is installed here: a host offers only those. */
export function installedLanguages() {
  return LANGUAGES.filter((l) => existsSync(l.probe));
}

export interface JudgeOptions {
  server: string;
  token: string;
  workers: number;
  /** Number of the first worker: hosts sharing a machine need distinct ones (uids, cgroups). */
  firstWorker?: number;
  name: string;
  dataDir: string;
  cacheBytes: number;
  log?: (line: string) => void;
}

/** Starts the sandboxes (one per worker) and the host loop; refuses to start without a working sandbox. */
export async function startJudge(opts: JudgeOptions): Promise<{ host: JudgeHost; stop: () => Promise<void> }> {
  const languages = installedLanguages();
  if (languages.length === 0) throw new Error('no judged language is installed on this machine');
  const readonlyBinds = [...new Set(languages.flatMap((l) => l.extraReadonlyPaths))].filter((p) => existsSync(p));
  const client = new ServerClient(opts.server, opts.token);
  const cache = new TestDataCache(join(opts.dataDir, 'testdata'), opts.cacheBytes, (hash) => client.data(hash));
  const checkerCache = join(opts.dataDir, 'checkers');
  const boxes: Sandbox[] = [];
  const handlers: TaskHandler[] = [];
  try {
    for (let i = 0; i < opts.workers; i++) {
      const worker = (opts.firstWorker ?? 0) + i;
      const box = await Sandbox.start({ worker, readonlyBinds });
      boxes.push(box);
      const scratch = join(opts.dataDir, `worker-${worker}`);
      await mkdir(scratch, { recursive: true });
      const env: WorkerEnv = { box, data: (hash) => cache.path(hash), scratch, checkerCache };
      handlers.push(async (task, progress) => {
        if (task.kind === 'judge') return { submission: await judgeSubmission(env, task, progress) };
        if (task.kind === 'compile') return { compile: await compileCheckerTask(env, task) };
        return { test: await judgeTestRun(env, task) };
      });
    }
  } catch (error) {
    await Promise.allSettled(boxes.map((b) => b.close()));
    throw error;
  }
  const host = new JudgeHost({
    client,
    name: opts.name,
    languages: languages.map((l) => l.name),
    workers: opts.workers,
    cpuCores: availableParallelism(),
    version: VERSION,
    handlers,
    log: opts.log,
  });
  await host.start();
  return {
    host,
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
    },
  });
  if (!values.token) throw new Error('--token (or ARBITER_JUDGE_TOKEN) is required');
  const judge = await startJudge({
    server: values.server,
    token: values.token,
    workers: Math.max(1, Number(values.workers) || 1),
    firstWorker: Math.max(0, Number(values['first-worker']) || 0),
    name: values.name.slice(0, 100),
    dataDir: values['data-dir'],
    cacheBytes: Math.max(64, Number(values['cache-mb']) || 2048) * 1024 * 1024,
  });
  const stop = () => void judge.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`judge host: ${(error as Error).message}`);
    process.exit(1);
  });
}
