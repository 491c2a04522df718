import type { JudgeStatus } from '@arbiter/contract';

/** The verdicts the chaos stream asks for, each by a program that cannot end otherwise. */
export type Outcome = keyof Pick<
  typeof JudgeStatus,
  'ACCEPTED' | 'WRONG_ANSWER' | 'COMPILE_ERROR' | 'RUNTIME_ERROR' | 'TIME_LIMIT_EXCEEDED'
>;

const PROGRAMS: Record<Outcome, { language: string; code: string }> = {
  ACCEPTED: { language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b)\n' },
  WRONG_ANSWER: { language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b + 1)\n' },
  RUNTIME_ERROR: { language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a // 0)\n' },
  TIME_LIMIT_EXCEEDED: { language: 'Python3', code: 'while True:\n    pass\n' },
  COMPILE_ERROR: { language: 'C', code: 'int main( {\n  return 0;\n}\n' },
};

const MARK = 'chaos expects ';

/**
 * The program for an outcome, marked with that outcome and the stream's index: the mark makes every
 * stored copy self-describing (even one whose submit call was cut off), and the index makes each
 * submission's code its own.
 */
export function chaosCode(outcome: Outcome, index: number): { language: string; code: string } {
  const { language, code } = PROGRAMS[outcome];
  const comment = language === 'C' ? `/* ${MARK}${outcome} ${index} */` : `# ${MARK}${outcome} ${index}`;
  return { language, code: `${comment}\n${code}` };
}

/** The outcome a stored program was written to get. */
export function expectedOf(code: string): Outcome {
  const found = /chaos expects (\w+)/.exec(code)?.[1];
  if (!found || !(found in PROGRAMS)) throw new Error('a submission without its expected verdict');
  return found as Outcome;
}
