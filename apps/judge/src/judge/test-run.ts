import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, type ClaimedTask, type TestOutcome } from '@arbiter/contract';
import { expandArgv, languageEnv } from '../languages/argv.ts';
import { compareTestOutput } from '../rules/compare.ts';
import { runVerdict, sandboxLimits } from '../rules/run-verdict.ts';
import { clip, forRules, toLimits } from './box.ts';
import { WORK, languageVars } from './compile.ts';
import { prepare, type WorkerEnv } from './submission.ts';

/** What an online test shows of the program's output. */
const SHOWN_OUTPUT = 1000;

function shown(text: string): string {
  return text.length > SHOWN_OUTPUT ? `${text.slice(0, SHOWN_OUTPUT)}...` : text;
}

/** An online test run: the user's code on the user's input, compared with the expected output if one was given. */
export async function judgeTestRun(env: WorkerEnv, task: Extract<ClaimedTask, { kind: 'test' }>): Promise<TestOutcome> {
  // The checker plays no part in an online test: compare plainly.
  const problem = { ...task.problem, judgeMode: 'default' as const };
  const ready = await prepare(env, problem, task.language, task.code);
  if ('done' in ready) return { status: ready.done.status, time: null, memory: null, userOutput: null, stderr: ready.done.message };
  const { box } = env;
  const { lang, limits, program } = ready.prepared;
  await box.reset();
  for (const [name, content] of Object.entries(problem.userExtraFile)) await box.writeFile(name, content);
  await box.copyIn(program, lang.exeName, { mode: 0o755 });
  const inputFile = join(env.scratch, 'test-input');
  const stdoutFile = join(env.scratch, 'stdout');
  const input = `${task.input}\n`;
  await writeFile(inputFile, input);
  if (problem.isFileIO && problem.ioReadFileName) await box.writeFile(problem.ioReadFileName, input);
  const vars = languageVars(lang, limits.memoryLimitMB, problem.stackLimit);
  const runLimits = toLimits(sandboxLimits(limits, problem.stackLimit));
  const result = await box.run({
    argv: expandArgv(lang.run, vars),
    cwd: WORK,
    env: languageEnv(lang, 'run', vars),
    stdinFile: problem.isFileIO ? undefined : inputFile,
    stdoutFile,
    limits: runLimits,
  });
  if (result.status === 'error') throw new Error(`the sandbox could not run the program: ${result.reason ?? 'unknown'}`);
  const output =
    problem.isFileIO && problem.ioWriteFileName
      ? await box.readFile(problem.ioWriteFileName, 32 << 20).catch(() => Buffer.alloc(0))
      : await readFile(stdoutFile);
  const verdict = runVerdict(forRules(result), limits, runLimits.outputBytes);
  const status = verdict.kind === 'verdict' ? verdict.status : compareTestOutput(output, task.expectedOutput, problem.isRemoveEndBlank);
  return {
    status: status ?? JudgeStatus.SYSTEM_ERROR,
    time: Math.round(result.cpuMs),
    memory: result.memoryKb,
    userOutput: shown(output.toString('utf8')),
    stderr: clip(result.stderr ?? (verdict.kind === 'verdict' ? (verdict.message ?? '') : ''), SHOWN_OUTPUT),
  };
}
