import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, mkdir, realpath, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Box } from '../judge/box.ts';
import { selfTest } from '../judge/self-test.ts';
import type { JudgeLanguage } from '../languages/toolchain.ts';

/**
 * Which languages a host offers: each one whose binaries are present compiles and runs its
 * self-test in the sandbox (judge/self-test.ts), the workers' sandboxes sharing the work. A
 * language that fails is not offered, and the log says why.
 *
 * A passed self-test is remembered in `cacheDir` under the toolchain's identity (below), so a
 * host that starts again on an unchanged machine offers its languages at once. Failures are not
 * remembered: they are tried again at every start.
 */

/** One worker's sandbox and its scratch directory on the host. */
export interface ProofWorker {
  box: Box;
  scratch: string;
}

/** Changes whenever a package is installed, removed or upgraded: a catch-all for what the binaries' own identity misses (libraries, JDK modules). */
const PACKAGE_STATE = '/var/lib/dpkg/status';

async function fileIdentity(path: string): Promise<string> {
  const real = await realpath(path);
  const s = await stat(real);
  return `${path}>${real}:${s.size}:${s.mtimeMs}`;
}

/**
 * The identity of a language's toolchain here: the whole table entry (commands, environment,
 * self-test), and each probed binary's resolved path, size and modification time.
 */
export async function toolchainIdentity(lang: JudgeLanguage): Promise<string> {
  const files = await Promise.all(lang.probes.map(fileIdentity));
  const packages = existsSync(PACKAGE_STATE) ? await fileIdentity(PACKAGE_STATE) : '';
  return createHash('sha256').update(JSON.stringify({ lang, files, packages })).digest('hex').slice(0, 32);
}

async function remembered(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes a passed proof: a temporary name renamed into place, as hosts sharing the directory may write the same one. */
async function remember(cacheDir: string, file: string, lang: JudgeLanguage): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(partial, `${lang.name}\n`);
  await rename(partial, file);
}

export interface ProofReport {
  /** The languages that passed, in the table's order. */
  offered: JudgeLanguage[];
  /** Why each other language is not offered. */
  failed: { name: string; why: string }[];
  /** How many of the offered ones were taken from the cache. */
  cached: number;
}

export async function proveLanguages(opts: {
  workers: readonly ProofWorker[];
  languages: readonly JudgeLanguage[];
  cacheDir: string;
}): Promise<ProofReport> {
  const passed = new Set<JudgeLanguage>();
  const failed: ProofReport['failed'] = [];
  const queue: { lang: JudgeLanguage; file: string }[] = [];
  let cached = 0;
  for (const lang of opts.languages) {
    const missing = lang.probes.filter((p) => !existsSync(p));
    if (missing.length > 0) {
      failed.push({ name: lang.name, why: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing` });
      continue;
    }
    const file = join(opts.cacheDir, `${await toolchainIdentity(lang)}.passed`);
    if (await remembered(file)) {
      passed.add(lang);
      cached++;
    } else {
      queue.push({ lang, file });
    }
  }
  // Each worker takes the next language until none is left.
  await Promise.all(
    opts.workers.map(async ({ box, scratch }) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await selfTest(box, next.lang, scratch);
        if (outcome.ok) {
          passed.add(next.lang);
          // A proof that cannot be written down only costs the next start its time.
          await remember(opts.cacheDir, next.file, next.lang).catch(() => undefined);
        } else {
          failed.push({ name: next.lang.name, why: outcome.why });
        }
      }
    }),
  );
  const order = opts.languages.map((l) => l.name);
  failed.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return { offered: opts.languages.filter((l) => passed.has(l)), failed, cached };
}
