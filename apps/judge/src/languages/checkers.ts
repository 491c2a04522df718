import type { CheckerRole } from '@arbiter/contract';
import { NO_ENV, type Argv, type CompileSpec } from './toolchain.ts';

/**
 * Special judge and interactor programs, written by problem setters in C or C++. A `testlib.h`
 * the problem supplies as a judge extra file is copied next to the source before compiling, so
 * `#include "testlib.h"` finds it.
 */
export interface CheckerLanguage {
  /** `SPJ-C`, `SPJ-C++`, `INTERACTIVE-C`, `INTERACTIVE-C++`. */
  name: string;
  role: CheckerRole;
  /** The problem's `spj_language`. */
  language: 'C' | 'C++';
  srcName: string;
  exeName: string;
  compile: CompileSpec;
  /** argv[1] test input, argv[2] user output (for an interactor: a log file it may write), argv[3] expected output. */
  run: Argv;
}

function checker(role: CheckerRole, language: 'C' | 'C++'): CheckerLanguage {
  const cpp = language === 'C++';
  const base = role === 'spj' ? 'spj' : 'interactive';
  return {
    name: `${role === 'spj' ? 'SPJ' : 'INTERACTIVE'}-${language}`,
    role,
    language,
    srcName: `${base}.${cpp ? 'cpp' : 'c'}`,
    exeName: base,
    compile: {
      steps: [
        [
          cpp ? '/usr/bin/g++' : '/usr/bin/gcc',
          '-DONLINE_JUDGE',
          '-O2',
          '-w',
          '-fmax-errors=3',
          cpp ? '-std=c++17' : '-std=c11',
          '{src}',
          '-lm',
          '-o',
          '{exe}',
        ],
      ],
      cpuMs: cpp ? 15_000 : 10_000,
      wallMs: cpp ? 30_000 : 20_000,
      memoryMB: 512,
      env: NO_ENV,
    },
    run: ['{exe}', '{input}', '{userOutput}', '{expectedOutput}'],
  };
}

export const CHECKER_LANGUAGES: readonly CheckerLanguage[] = [
  checker('spj', 'C'),
  checker('spj', 'C++'),
  checker('interactive', 'C'),
  checker('interactive', 'C++'),
];

/** The compile/run entry of a problem's special judge or interactor; undefined for other languages. */
export function checkerLanguage(role: CheckerRole, spjLanguage: string): CheckerLanguage | undefined {
  return CHECKER_LANGUAGES.find((c) => c.role === role && c.language === spjLanguage);
}
