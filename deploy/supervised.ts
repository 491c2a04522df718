import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';

/** How a supervised process is started again: the same command, environment and log each time. */
export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Where its output goes (appended; one file across restarts). */
  logFile: string;
  /** Resolves once the process serves; called after every start. */
  ready?: () => Promise<void>;
  /** Or: the process is ready once its output has a line matching this. */
  readyLine?: RegExp;
}

/**
 * One process of the cluster. `kill9` is what a crash looks like from outside (no handler runs,
 * no request finishes); `start` brings the same process back. Nothing restarts it on its own: the
 * cluster's runner (or the chaos benchmark) decides when.
 */
export class Supervised {
  readonly spec: ProcessSpec;
  #child: ChildProcess | null = null;
  #log: WriteStream;
  /** Times it was killed with SIGKILL. */
  kills = 0;

  constructor(spec: ProcessSpec) {
    this.spec = spec;
    this.#log = createWriteStream(spec.logFile, { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  get running(): boolean {
    return this.#child !== null && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const child = spawn(this.spec.command, this.spec.args, {
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(this.#log, { end: false });
    child.stderr.pipe(this.#log, { end: false });
    this.#child = child;
    const died = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`${this.spec.name} exited (${signal ?? code}); see ${this.spec.logFile}`))),
    );
    died.catch(() => undefined);
    if (this.spec.ready) await Promise.race([this.spec.ready(), died]);
    const line = this.spec.readyLine;
    if (line) {
      const seen = new Promise<void>((resolve) => {
        const look = (chunk: Buffer) => {
          if (!line.test(chunk.toString())) return;
          child.stdout.off('data', look);
          resolve();
        };
        child.stdout.on('data', look);
      });
      await Promise.race([seen, died]);
    }
  }

  /** SIGKILL and wait until it is gone. */
  async kill9(): Promise<void> {
    const child = this.#child;
    if (!child || !this.running) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    this.kills++;
    await gone;
  }

  /** SIGTERM (the process finishes what it holds), SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    const child = this.#child;
    if (child && this.running) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await gone;
      clearTimeout(force);
    }
    this.#log.end();
  }
}

/** Polls `probe` until it resolves true, every 100 ms, for at most `ms`. */
export async function waitFor(what: string, probe: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether an HTTP GET answers 200. */
export async function answers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return res.ok;
}
