import { NO_ENV, aPlusB, infoOf, type JudgeLanguage } from './toolchain.ts';

const info = infoOf('Rust');

/** rustc 1.63, optimised, 2021 edition. */
export const RUST: JudgeLanguage = {
  ...info,
  exeName: 'main',
  compile: {
    steps: [['/usr/bin/rustc', '--edition', '2021', '-O', '-o', '{exe}', '{src}']],
    cpuMs: 10_000,
    wallMs: 20_000,
    memoryMB: 1024,
    env: NO_ENV,
  },
  run: ['{exe}'],
  env: NO_ENV,
  // rustc links through /usr/bin/cc, an alternatives link.
  probes: ['/usr/bin/rustc', '/usr/bin/cc'],
  debianPackages: ['rustc'],
  extraReadonlyPaths: ['/etc/alternatives'],
  selfTest: aPlusB(info),
};
