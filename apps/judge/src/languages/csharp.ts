import { NO_ENV, aPlusB, infoOf, type JudgeLanguage } from './toolchain.ts';

const info = infoOf('C#');

/** Mono's C# compiler (mcs); the assembly runs on mono. */
export const CSHARP: JudgeLanguage = {
  ...info,
  exeName: 'main.exe',
  compile: {
    steps: [['/usr/bin/mcs', '-optimize+', '-define:ONLINE_JUDGE', '-out:{exe}', '{src}']],
    cpuMs: 5_000,
    wallMs: 10_000,
    memoryMB: 512,
    env: NO_ENV,
  },
  run: ['/usr/bin/mono', '{exe}'],
  env: NO_ENV,
  probes: ['/usr/bin/mcs', '/usr/bin/mono'],
  debianPackages: ['mono-mcs', 'mono-runtime'],
  extraReadonlyPaths: ['/etc/mono'],
  selfTest: aPlusB(info),
};
