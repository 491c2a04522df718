import type { ClaimedTask, CompileOutcome } from '@arbiter/contract';
import { checkerLanguage } from '../languages/checkers.ts';
import { clip } from './box.ts';
import { checkerBinary, checkerKey } from './compile.ts';
import type { WorkerEnv } from './submission.ts';

/** How much of the compiler's output goes back to the admin. */
const MESSAGE_MAX = 32_768;

/**
 * An admin's test compile of a special judge or interactor: built exactly as judging builds it, and
 * kept in the host's checker cache, so the problem's first submission finds it ready.
 */
export async function compileCheckerTask(env: WorkerEnv, task: Extract<ClaimedTask, { kind: 'compile' }>): Promise<CompileOutcome> {
  const spec = checkerLanguage(task.role, task.language);
  if (!spec) return { ok: false, message: `A ${task.role === 'spj' ? 'special judge' : 'interactor'} is written in C or C++.` };
  const key = checkerKey(spec, task.code, task.extraFiles);
  const built = await checkerBinary(env.box, spec, task.code, task.extraFiles, env.checkerCache, key);
  if (built.ok) return { ok: true, message: '' };
  return { ok: false, message: clip(built.message || 'The compiler failed without a message.', MESSAGE_MAX) };
}
