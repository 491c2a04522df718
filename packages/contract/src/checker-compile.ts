import { z } from 'zod';
import { idOrZero } from './ids.ts';
import { SPJ_LANGUAGES, extraFiles } from './problem.ts';

/**
 * Test-compiling a special judge or an interactor from the problem form (hoj-api §13.4
 * `compile-spj`, `compile-interactive`): the server hands the code to a judge host and answers when
 * the host has compiled it. Success is `ok(null, COMPILE_MSG.compiled)`; a compiler error is body
 * status 500 with the compiler's output as `msg`.
 */

export const CHECKER_CODE_MAX = 65_535;

export const COMPILE_MSG = {
  compiled: 'Compiled successfully',
  /** Every refusal for want of a judge host starts with this. */
  noHost: 'No judge host answered',
} as const;

/** `CompileDTO`: `pid` absent or null means a compile only (nothing is kept for a problem). */
export const compileCheckerRequest = z.object({
  code: z
    .string('The checker code must be text')
    .min(1, 'The checker code is required')
    .max(CHECKER_CODE_MAX, `The checker code can not exceed ${CHECKER_CODE_MAX} characters`),
  language: z.enum(SPJ_LANGUAGES, 'The language must be C or C++'),
  pid: idOrZero('The problem id').nullish(),
  extraFiles: extraFiles('Extra file').transform((text): Record<string, string> =>
    text ? (JSON.parse(text) as Record<string, string>) : {},
  ),
});
export type CompileCheckerRequest = z.output<typeof compileCheckerRequest>;
