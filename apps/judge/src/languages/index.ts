import { existsSync } from 'node:fs';
import { C, C_O2 } from './c.ts';
import { CPP, CPP17, CPP17_O2, CPP20, CPP20_O2, CPP_O2 } from './cpp.ts';
import { CSHARP } from './csharp.ts';
import { GOLANG } from './golang.ts';
import { JAVA } from './java.ts';
import { NODE } from './node.ts';
import { PASCAL } from './pascal.ts';
import { PHP } from './php.ts';
import { PYPY2 } from './pypy2.ts';
import { PYPY3 } from './pypy3.ts';
import { PYTHON2 } from './python2.ts';
import { PYTHON3 } from './python3.ts';
import { RUBY } from './ruby.ts';
import { RUST } from './rust.ts';
import { V8 } from './v8.ts';
import type { JudgeLanguage } from './toolchain.ts';

export type { JudgeLanguage } from './toolchain.ts';

/** Every language a judge host knows how to judge, in the contract's order. */
export const JUDGE_LANGUAGES: readonly JudgeLanguage[] = [
  C,
  C_O2,
  CPP,
  CPP_O2,
  CPP17,
  CPP17_O2,
  CPP20,
  CPP20_O2,
  JAVA,
  PYTHON3,
  PYTHON2,
  PYPY3,
  PYPY2,
  GOLANG,
  NODE,
  V8,
  CSHARP,
  PHP,
  RUBY,
  RUST,
  PASCAL,
];

/** The languages installed by default (scripts/ensure-system-packages.sh): those Debian 12 has packages for. */
export const DEFAULT_LANGUAGES: readonly JudgeLanguage[] = JUDGE_LANGUAGES.filter((l) => l.debianPackages.length > 0);

/** The languages whose binaries are all present here: what a host tries to prove at start. */
export function installedLanguages(table: readonly JudgeLanguage[] = JUDGE_LANGUAGES): JudgeLanguage[] {
  return table.filter((l) => l.probes.every((p) => existsSync(p)));
}
