import type { ProblemDTO } from '@arbiter/contract';
import { problemForm } from '../apps/server/test/problem-admin.ts';
import { seededPicker } from './load.ts';

/**
 * The load contest's problems: two integers in, one out, each problem its own operation, so that a
 * right and a wrong program can be written for every one in both languages the contestants use.
 */

interface Operation {
  title: string;
  /** The answer, as Python and as C++ (long long a, b) write it, and as the test data is made. */
  python: string;
  cpp: string;
  of: (a: number, b: number) => number;
}

export const OPERATIONS: readonly Operation[] = [
  { title: 'Sum', python: 'a + b', cpp: 'a + b', of: (a, b) => a + b },
  { title: 'Difference', python: 'a - b', cpp: 'a - b', of: (a, b) => a - b },
  { title: 'Product', python: 'a * b', cpp: 'a * b', of: (a, b) => a * b },
  { title: 'Larger', python: 'max(a, b)', cpp: '(a > b ? a : b)', of: (a, b) => Math.max(a, b) },
  { title: 'Smaller', python: 'min(a, b)', cpp: '(a < b ? a : b)', of: (a, b) => Math.min(a, b) },
  { title: 'Square and add', python: 'a * a + b', cpp: 'a * a + b', of: (a, b) => a * a + b },
];

/** The languages the contestants write in (the site's own rows of these names). */
export const CONTEST_LANGUAGES = ['Python3', 'C++'] as const;
export type ContestLanguage = (typeof CONTEST_LANGUAGES)[number];

/** What the contestant meant to send: graded by the judge as AC, WA or CE. */
export type Attempt = 'right' | 'wrong' | 'broken';

const CASES = 5;

/** The problem form of operation `index` with its test data, public in the bank until a contest takes it. */
export function contestProblemForm(index: number, problemId: string, languageIds: number[]): ProblemDTO {
  const op = OPERATIONS[index]!;
  const { next } = seededPicker(1000 + index);
  const int = () => Math.floor(next() * 2_000_001) - 1_000_000;
  const samples = Array.from({ length: CASES }, () => {
    const [a, b] = [int(), int()];
    return { input: `${a} ${b}\n`, output: `${op.of(a, b)}\n` };
  });
  return problemForm(
    languageIds,
    { samples },
    { problemId, title: op.title, description: `Print ${op.python} for two integers a and b (|a|, |b| ≤ 10^6).`, auth: 1 },
  );
}

/** A program for operation `index`: right, off by one, or one that does not compile. */
export function contestCode(index: number, language: ContestLanguage, attempt: Attempt): string {
  const op = OPERATIONS[index]!;
  const answer = attempt === 'wrong' ? `${language === 'C++' ? op.cpp : op.python} + 1` : language === 'C++' ? op.cpp : op.python;
  const typo = attempt === 'broken' ? ' +' : '';
  if (language === 'Python3') return `# ${op.title}\na, b = map(int, input().split())\nprint(${answer}${typo})\n`;
  return `#include <cstdio>\n// ${op.title}\nint main() {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", ${answer}${typo});\n  return 0;\n}\n`;
}
