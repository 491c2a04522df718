import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { effectiveLimits } from '@arbiter/contract';
import { expandArgv, languageEnv } from '../languages/argv.ts';
import type { JudgeLanguage } from '../languages/toolchain.ts';
import { sandboxLimits } from '../rules/run-verdict.ts';
import { clip, toLimits, type Box } from './box.ts';
import { WORK, compileSubmission, languageVars } from './compile.ts';

/** The limits of a self-test, before the language's factor: roomy, so a loaded machine does not fail one. */
const TIME_LIMIT_MS = 5000;
const MEMORY_LIMIT_MB = 256;
const STACK_MB = 128;
/** How much of a failing self-test's output goes into the host's log. */
const SHOWN = 2000;

export type SelfTestOutcome = { ok: true } | { ok: false; why: string };

/**
 * Proves a language on this host: compiles its self-test program and runs it on its input in the
 * sandbox, exactly as a submission is compiled and a case is run (from a fresh work dir holding
 * only what the compile left to run), and checks the answer. Never throws: a sandbox that cannot
 * run the toolchain fails the language, with the reason.
 */
export async function selfTest(box: Box, lang: JudgeLanguage, scratch: string): Promise<SelfTestOutcome> {
  const limits = effectiveLimits(lang, TIME_LIMIT_MS, MEMORY_LIMIT_MB);
  const test = lang.selfTest;
  try {
    await box.reset();
    const compiled = await compileSubmission(box, lang, test.code, {}, limits.memoryLimitMB, STACK_MB);
    if (!compiled.ok) {
      return {
        ok: false,
        why: `its self-test does not compile: ${compiled.ended}${compiled.message.trim() ? `\n${clip(compiled.message.trim(), SHOWN)}` : ''}`,
      };
    }
    const program = join(scratch, 'self-test-program');
    await box.copyOut(lang.exeName, program);
    await box.reset();
    await box.copyIn(program, lang.exeName, { mode: 0o755 });
    const input = join(scratch, 'self-test-input');
    await writeFile(input, test.input);
    const vars = languageVars(lang, limits.memoryLimitMB, STACK_MB);
    const result = await box.run({
      argv: expandArgv(lang.run, vars),
      cwd: WORK,
      env: languageEnv(lang, 'run', vars),
      stdinFile: input,
      limits: toLimits(sandboxLimits(limits, STACK_MB)),
    });
    const stderr = result.stderr?.trim() ? `\n${clip(result.stderr.trim(), SHOWN)}` : '';
    if (result.status === 'error') return { ok: false, why: `the sandbox could not run its self-test: ${result.reason ?? 'unknown'}` };
    if (result.status !== 'ok') {
      const ended = result.exitCode !== null ? `exited with status ${result.exitCode}` : `ended with ${result.signalName ?? result.status}`;
      return {
        ok: false,
        why: `its self-test ${result.status === 'runtime' ? ended : `hit the ${result.limitHit ?? result.status} limit`}${stderr}`,
      };
    }
    const output = (result.stdout ?? '').trimEnd();
    if (output !== test.output) {
      return {
        ok: false,
        why: `its self-test printed ${JSON.stringify(clip(output, SHOWN))} for ${JSON.stringify(test.input)}, not ${JSON.stringify(test.output)}${stderr}`,
      };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, why: `its self-test could not run: ${(error as Error).message}` };
  } finally {
    await box.reset().catch(() => undefined);
  }
}
