import { aPlusB, infoOf, type JudgeLanguage } from './toolchain.ts';

const info = infoOf('Golang');

/** Go 1.19: a static binary (no cgo), its build cache in the work dir. */
export const GOLANG: JudgeLanguage = {
  ...info,
  exeName: 'main',
  compile: {
    steps: [['/usr/bin/go', 'build', '-o', '{exe}', '{src}']],
    cpuMs: 10_000,
    wallMs: 20_000,
    memoryMB: 1024,
    env: { GOCACHE: '{workDir}/.cache/go-build', GOPATH: '{workDir}/.go', CGO_ENABLED: '0' },
  },
  run: ['{exe}'],
  env: { GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' },
  probes: ['/usr/bin/go'],
  debianPackages: ['golang-go'],
  extraReadonlyPaths: [],
  selfTest: aPlusB(info),
};
