import { languageByName, type LanguageInfo } from '@arbiter/contract';

/**
 * How a judge host compiles and runs a language: one file per language beside this one, listed
 * in index.ts. What server and browser know of a language (name, editor mode, templates, factor)
 * is the contract's `LanguageInfo`, which each entry extends.
 *
 * Commands are argv arrays, never shell strings. Each argument may hold placeholders that
 * `expandArgv` (argv.ts) fills in, one argument at a time (an argument is never split):
 *
 * | placeholder | value |
 * |---|---|
 * | `{src}` | path of the source file (`srcName`) inside the sandbox's work dir |
 * | `{exe}` | path of what runs (`exeName`) inside the work dir |
 * | `{workDir}` | the work dir itself (also used in environment values) |
 * | `{maxMemoryMB}` | the effective (factored) memory limit in MB |
 * | `{stackMB}` | the stack limit in MB |
 * | `{input}`, `{userOutput}`, `{expectedOutput}` | checker and interactor files |
 *
 * Compile commands run with the work dir as the current directory. When `exeName` equals `srcName`
 * (interpreted languages) the source file itself is what runs; a compile step there is only a
 * syntax check so that syntax errors are Compile Error rather than Runtime Error.
 */

export type Argv = readonly string[];
export type Env = Readonly<Record<string, string>>;

export interface CompileSpec {
  /** Commands run in order; the first one that does not exit 0 makes the submission Compile Error. */
  steps: readonly Argv[];
  /** Limits of each step. */
  cpuMs: number;
  wallMs: number;
  memoryMB: number;
  /** Extra variables for the compile steps, over DEFAULT_ENV. */
  env: Env;
}

/** A program a host compiles and runs at start to prove the toolchain works, with its input and answer. */
export interface SelfTest {
  code: string;
  input: string;
  /** The expected output, without the final line end. */
  output: string;
}

export interface JudgeLanguage extends LanguageInfo {
  exeName: string;
  compile: CompileSpec | null;
  run: Argv;
  /** Extra variables for the run, over DEFAULT_ENV. */
  env: Env;
  /**
   * The binaries the toolchain runs: all must exist for the host to try the language, and their
   * resolved paths, sizes and times are the identity a passed self-test is cached under.
   */
  probes: readonly string[];
  /** What to apt-get on Debian 12 to install it; empty when Debian 12 has no package (not installed by default). */
  debianPackages: readonly string[];
  /** Paths outside /usr the toolchain needs read-only inside the sandbox (missing ones are skipped). */
  extraReadonlyPaths: readonly string[];
  selfTest: SelfTest;
}

/** Environment of every compile and run. HOME points at the work dir. */
export const DEFAULT_ENV: Env = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  LANGUAGE: 'en_US:en',
  HOME: '{workDir}',
};

export const NO_ENV: Env = {};

/** The contract's entry of a language the judge table builds on. */
export function infoOf(name: string): LanguageInfo {
  const info = languageByName(name);
  if (!info) throw new Error(`the contract has no language ${name}`);
  return info;
}

/**
 * The self-test of a language: its A+B template (what students start from) on a sum that needs
 * 64 bits, so a toolchain that compiles but computes wrongly does not pass either.
 */
export function aPlusB(info: LanguageInfo): SelfTest {
  return { code: info.template, input: '2147483647 2147483647\n', output: '4294967294' };
}
