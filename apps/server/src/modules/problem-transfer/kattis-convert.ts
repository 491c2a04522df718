import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROBLEM_LIMITS, ProblemAuth, ProblemType, type JudgeCaseMode, type KattisImportData } from '@arbiter/contract';
import type { KattisPackage, KattisTest } from './kattis-package.ts';
import type { ImportedCase, ImportedProblem } from './store.ts';

/**
 * A Kattis package as a problem of this judge:
 * - pass-fail → ACM, default case mode, samples then secret tests;
 * - scoring with subtasks → OI, subtask_lowest: the samples a group of 0 points, then one group
 *   per subtask whose cases each carry the subtask's score (a test listed in several subtasks is
 *   a case in each), so a subtask earns its score only when every test passes;
 * - other scoring problems (custom score) → OI, subtask_average: the samples a group of 0 points,
 *   then the secret tests one group at 100 points each. A validator's score.txt gives a test's
 *   share (a plain comparison: all or nothing), which the judge counts in whole points (floored);
 *   the problem's score is the group's mean, rounded once: 100 × the average share, 3 tests at 0.5
 *   giving 50. (100 split over the tests lost up to a point per test to flooring, 49 there, and
 *   gave the tests beyond the 100th no points at all.)
 * - validation custom → special judge, custom interactive → interactor, both with the Kattis protocol;
 * - limits: seconds → ms, MiB → MB (the stack may use the whole memory, as on Kattis). The output
 *   limit has nowhere to go: the judge has no output limit of a problem's own (run-verdict.ts
 *   `outputLimitBytes`: twice the case's answer and at least 32 MiB, for every problem) and no
 *   Output Limit Exceeded verdict (see verification-rules.ts), so it is checked but not kept;
 * - default comparison ignores trailing whitespace at line ends and trailing blank lines;
 * - `io` → file IO names. The problem is private (auth 2) until an admin opens it.
 */

/** Statement parts the package does not give (the problem form requires input and output descriptions). */
const NOT_GIVEN = 'See the description.';
/** A sample longer than this stays out of the statement's examples. */
const EXAMPLE_MAX = 10_000;

/** A problem ID from the package's short name: upper case, other characters as '_'. */
function problemIdFrom(shortName: string): string {
  return shortName
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '_')
    .slice(0, PROBLEM_LIMITS.problemIdMax);
}

/** The first two samples as the statement's examples (not for interactive problems, whose input the program never sees). */
async function examplesOf(pkg: KattisPackage): Promise<string | null> {
  if (pkg.validation.interactive) return null;
  const parts: string[] = [];
  for (const t of pkg.samples.slice(0, PROBLEM_LIMITS.examplesMax)) {
    const [input, output] = await Promise.all([t.input, t.answer].map((f) => readFile(join(pkg.root, 'data', f), 'utf8')));
    if (input!.length > EXAMPLE_MAX || output!.length > EXAMPLE_MAX) break;
    parts.push(`<input>${input}</input><output>${output}</output>`);
  }
  return parts.length > 0 ? parts.join('') : null;
}

const caseOf = (t: KattisTest, score: number | null = null, groupNum: number | null = null): ImportedCase => ({
  input: t.input,
  output: t.answer,
  score,
  groupNum,
});

/** What a custom-score problem is worth: the secret tests' average share of it. */
const CUSTOM_SCORE_TOTAL = 100;

/** The cases in judging order with their points and groups, and the case mode that reads them. */
function kattisCases(pkg: KattisPackage): { cases: ImportedCase[]; judgeCaseMode: JudgeCaseMode } {
  if (pkg.type === 'pass-fail') return { cases: [...pkg.samples, ...pkg.secret].map((t) => caseOf(t)), judgeCaseMode: 'default' };
  // The samples are a group of 0 points before the groups that score.
  const samples = pkg.samples.map((t) => caseOf(t, 0, 1));
  const first = pkg.samples.length > 0 ? 2 : 1;
  if (pkg.subtasks) {
    const byName = new Map([...pkg.samples, ...pkg.secret].map((t) => [t.name, t]));
    return {
      cases: [...samples, ...pkg.subtasks.flatMap((s, i) => s.tests.map((name) => caseOf(byName.get(name)!, s.score, first + i)))],
      judgeCaseMode: 'subtask_lowest',
    };
  }
  return {
    cases: [...samples, ...pkg.secret.map((t) => caseOf(t, CUSTOM_SCORE_TOTAL, first))],
    judgeCaseMode: 'subtask_average',
  };
}

/** The problem the import pipeline stores for a package; `data` says which problem it becomes. */
export async function kattisProblem(pkg: KattisPackage, data: KattisImportData): Promise<ImportedProblem> {
  const { cases, judgeCaseMode } = kattisCases(pkg);
  const v = pkg.validator;
  const judgeMode = !pkg.validation.custom ? 'default' : pkg.validation.interactive ? 'interactive' : 'spj';
  return {
    source: pkg.source,
    problem: {
      // A replaced problem keeps its ID unless one is given.
      problemId: data.problemId || (data.pid ? '' : problemIdFrom(pkg.source)),
      title: pkg.name,
      description: pkg.statement?.description ?? null,
      input: pkg.statement?.input ?? NOT_GIVEN,
      output: pkg.statement?.output ?? NOT_GIVEN,
      examples: await examplesOf(pkg),
      source: pkg.origin,
      type: pkg.type === 'scoring' ? ProblemType.OI : ProblemType.ACM,
      timeLimit: pkg.limits.timeMs,
      memoryLimit: pkg.limits.memoryMb,
      stackLimit: pkg.limits.memoryMb,
      auth: ProblemAuth.PRIVATE,
      isRemoveEndBlank: true,
      judgeMode,
      judgeCaseMode,
      spjCode: v?.code ?? null,
      spjLanguage: v?.language ?? null,
      checkerProtocol: v ? 'kattis' : 'hoj',
      isFileIO: pkg.io !== null,
      ioReadFileName: pkg.io?.input ?? null,
      ioWriteFileName: pkg.io?.output ?? null,
    },
    languages: [],
    tags: [],
    codeTemplates: [],
    cases,
    dir: join(pkg.root, 'data'),
    ...(v && Object.keys(v.headers).length > 0 ? { judgeExtraFile: v.headers } : {}),
    ...(data.pid ? { replace: data.pid } : {}),
  };
}
