import { NO_ENV, aPlusB, infoOf, type CompileSpec, type Env, type JudgeLanguage } from './toolchain.ts';

/**
 * A language whose source is what runs: `interpreter {src}`, no compile step unless `rest` gives
 * one (a syntax check).
 */
export function scripted(name: string, interpreter: string, rest: Partial<JudgeLanguage> = {}): JudgeLanguage {
  const info = infoOf(name);
  return {
    ...info,
    exeName: info.srcName,
    compile: null,
    run: [interpreter, '{src}'],
    env: NO_ENV,
    probes: [interpreter],
    debianPackages: [],
    extraReadonlyPaths: [],
    selfTest: aPlusB(info),
    ...rest,
  };
}

export const PY_ENV: Env = { PYTHONIOENCODING: 'utf-8' };

/** `py_compile` as the compile step, so that a syntax error is Compile Error. The run reads the source. */
export function pyCheck(interpreter: string): CompileSpec {
  return { steps: [[interpreter, '-m', 'py_compile', '{src}']], cpuMs: 5_000, wallMs: 10_000, memoryMB: 256, env: PY_ENV };
}
