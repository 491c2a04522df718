import { NO_ENV, aPlusB, infoOf, type JudgeLanguage } from './toolchain.ts';

const GCC_FLAGS = ['-DONLINE_JUDGE', '-w', '-fmax-errors=1'] as const;

/** A C or C++ language of GCC 12: one standard, with or without -O2. */
export function gcc(name: string, opts: { cpp: boolean; o2: boolean; std: string }): JudgeLanguage {
  const info = infoOf(name);
  const compiler = opts.cpp ? '/usr/bin/g++' : '/usr/bin/gcc';
  return {
    ...info,
    exeName: 'main',
    compile: {
      steps: [[compiler, ...GCC_FLAGS, ...(opts.o2 ? ['-O2'] : []), `-std=${opts.std}`, '{src}', '-lm', '-o', '{exe}']],
      cpuMs: opts.cpp ? 10_000 : 5_000,
      wallMs: opts.cpp ? 20_000 : 10_000,
      memoryMB: opts.cpp ? 512 : 256,
      env: NO_ENV,
    },
    run: ['{exe}'],
    env: NO_ENV,
    probes: [compiler],
    debianPackages: [opts.cpp ? 'g++' : 'gcc'],
    extraReadonlyPaths: [],
    selfTest: aPlusB(info),
  };
}
