import { languageByName } from '@arbiter/contract';

/**
 * The code a problem starts with in a language (and what "reset code" restores): the problem's own
 * template for that language, else the language's template, else nothing.
 */
export function starterCode(codeTemplate: Readonly<Record<string, string>> | null | undefined, language: string): string {
  const own = codeTemplate?.[language];
  if (own) return own;
  return languageByName(language)?.template ?? '';
}

/**
 * The language to open a problem in: the stored one, else the last one used anywhere, when the
 * problem accepts it; else the problem's first language.
 */
export function pickLanguage(
  languages: readonly string[],
  stored: string | null | undefined,
  preferred: string | null | undefined,
): string {
  if (stored && languages.includes(stored)) return stored;
  if (preferred && languages.includes(preferred)) return preferred;
  return languages[0] ?? '';
}

/** The CodeMirror mode of a language (sent with an online test so remote languages map to local ones). */
export function languageMode(language: string): string | undefined {
  return languageByName(language)?.contentType;
}
