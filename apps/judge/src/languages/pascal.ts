import { NO_ENV, aPlusB, infoOf, type JudgeLanguage } from './toolchain.ts';

const info = infoOf('Pascal');

/** Free Pascal 3.2. */
export const PASCAL: JudgeLanguage = {
  ...info,
  exeName: 'main',
  compile: {
    steps: [['/usr/bin/fpc', '-O2', '-Xs', '-Sgic', '-dONLINE_JUDGE', '-o{exe}', '{src}']],
    cpuMs: 5_000,
    wallMs: 10_000,
    memoryMB: 256,
    env: NO_ENV,
  },
  run: ['{exe}'],
  env: NO_ENV,
  probes: ['/usr/bin/fpc'],
  debianPackages: ['fp-compiler'],
  // /usr/bin/fpc and /etc/fpc.cfg are alternatives links; the config names the unit directories.
  extraReadonlyPaths: ['/etc/alternatives', '/etc/fpc.cfg', '/etc/fpc-3.2.2.cfg'],
  selfTest: aPlusB(info),
};
