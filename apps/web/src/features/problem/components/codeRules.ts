import { CODE_MAX } from '@arbiter/contract';

/** Why code can not be sent (spec part 2 §5): empty after trim, or longer than 65535 characters. */
export type CodeProblem = 'empty' | 'tooLong' | null;

export function checkCode(code: string): CodeProblem {
  if (code.trim().length === 0) return 'empty';
  if (code.length > CODE_MAX) return 'tooLong';
  return null;
}
