import { z } from 'zod';
import { id } from './ids.ts';

/** Problem import and export (hoj-data-and-judge B.17, and Kattis / ICPC problem packages). */

/** Size limits on what an import accepts. */
export const IMPORT_LIMITS = {
  /** The uploaded archive or XML file. */
  archiveBytes: 256 * 1024 * 1024,
  /** Everything unpacked from one archive. */
  unpackedBytes: 1024 * 1024 * 1024,
  filesMax: 20_000,
  problemsMax: 200,
} as const;

/** `data` of POST /api/file/import-kattis-problem: where the package's problem goes. */
export const kattisImportData = z.object({
  /** An existing problem to replace (its id); absent creates a new one. */
  pid: id('The problem id').optional().nullable(),
  /** The display id of a new problem; absent takes the package's short name. */
  problemId: z.string().trim().max(100).optional().nullable(),
});
export type KattisImportData = z.output<typeof kattisImportData>;

/** Expected outcomes named by a Kattis package's `submissions/<expected>/` folders. */
export const KATTIS_EXPECTED = [
  'accepted',
  'wrong_answer',
  'presentation_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'run_time_error',
  'compile_error',
  'output_limit_exceeded',
  'partial',
] as const;
export type KattisExpected = (typeof KATTIS_EXPECTED)[number];

export const verificationQuery = z.object({
  pid: id('The problem id'),
});

/** One reference submission of an imported package and how its judging compares to what the package expects. */
export interface VerificationResult {
  /** The path under `submissions/`, e.g. `accepted/sol.cpp`. */
  file: string;
  /** The language the file was judged as (by its extension, e.g. `C++ 17 With O2`); null once its submission is deleted. */
  language: string | null;
  expected: KattisExpected;
  /** Expected points, for `partial` submissions named `scoreNN_…`. */
  expectedScore?: number | null;
  submitId: number;
  /**
   * The judge status the expectation is checked against (Pending while it is being judged): the
   * submission's, except that a scoring (OI) submission that failed some tests, Partial Accepted
   * here, shows the status of its first failing test, the verdict a package's judges give it.
   */
  status: number;
  score: number | null;
  /** Undecided (null) until judged. */
  match: boolean | null;
}

/** GET /api/admin/problem/verification. */
export interface VerificationReport {
  pid: number;
  /** True once every reference submission has a final verdict. */
  done: boolean;
  results: VerificationResult[];
}

/** What an import answers: the problems it created, by display id. */
export interface ImportResult {
  problems: { pid: number; problemId: string; title: string }[];
}

export const exportProblemQuery = z.object({
  pid: z
    .union([id('The problem id'), z.array(id('The problem id'))], 'Choose at least one problem to export')
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.number()).min(1, 'Choose at least one problem to export').max(200, 'At most 200 problems at a time')),
});
