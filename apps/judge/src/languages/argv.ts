import { DEFAULT_ENV, NO_ENV, type Argv, type JudgeLanguage } from './toolchain.ts';

export type ArgvVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Fills `{name}` placeholders in one string. An unknown placeholder is a programming error. */
export function expandPlaceholders(text: string, vars: ArgvVars): string {
  return text.replace(PLACEHOLDER, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`No value for placeholder {${key}} in "${text}"`);
    return String(value);
  });
}

/** Fills the placeholders of every argument; arguments are never split or joined. */
export function expandArgv(argv: Argv, vars: ArgvVars): string[] {
  return argv.map((arg) => expandPlaceholders(arg, vars));
}

/** The environment of a compile (`phase: 'compile'`) or run, with placeholders filled. */
export function languageEnv(language: JudgeLanguage, phase: 'compile' | 'run', vars: ArgvVars): Record<string, string> {
  const extra = phase === 'compile' ? (language.compile?.env ?? NO_ENV) : language.env;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...DEFAULT_ENV, ...extra })) out[k] = expandPlaceholders(v, vars);
  return out;
}

/** The compile steps as one line, as the contract shows them (`LanguageInfo.compileCommand`). */
export function compileCommandText(language: JudgeLanguage): string {
  return language.compile ? language.compile.steps.map((s) => s.join(' ')).join(' && ') : '';
}
