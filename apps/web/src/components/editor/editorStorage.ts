import { readStorage, writeStorage } from '../../session/storage.ts';
import { DEFAULT_EDITOR_SETTINGS, isEditorTheme, isFontSize, isTabSize, type EditorSettings } from './editorSettings.ts';

/**
 * What the code editor keeps in the browser (spec part 2 §3, "Browser storage"). Every key the
 * editor uses is built here:
 *
 * | key | value |
 * |---|---|
 * | `problemCode:<scope>:<problem>` | JSON `{code, language, theme, fontSize, tabSize}` of one problem; scope is `contest-<cid>` or `NoContest`, problem is its display id (the contest display id in a contest) |
 * | `editorSettings` | JSON `{theme, fontSize, tabSize, language}`: the last choices, used for problems not opened yet |
 *
 * Values that do not parse or are out of range are ignored, so a stale or edited entry never
 * breaks the page.
 */

export const EDITOR_SETTINGS_KEY = 'editorSettings';
const NO_CONTEST_SCOPE = 'NoContest';

export function editorScope(cid?: number | null): string {
  return cid ? `contest-${cid}` : NO_CONTEST_SCOPE;
}

export function problemCodeKey(scope: string, problem: string): string {
  return `problemCode:${scope}:${problem}`;
}

/** One problem's editor state; every field is optional in storage. */
export interface StoredProblemCode extends Partial<EditorSettings> {
  code?: string;
  language?: string;
}

/** The global choices: the editor settings and the last language used. */
export interface StoredEditorSettings extends EditorSettings {
  language: string | null;
}

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function validSettings(o: Record<string, unknown>): Partial<EditorSettings> {
  return {
    ...(isEditorTheme(o.theme) ? { theme: o.theme } : {}),
    ...(isFontSize(o.fontSize) ? { fontSize: o.fontSize } : {}),
    ...(isTabSize(o.tabSize) ? { tabSize: o.tabSize } : {}),
  };
}

export function parseProblemCode(raw: string | null): StoredProblemCode {
  const o = parseObject(raw);
  if (!o) return {};
  return {
    ...validSettings(o),
    ...(typeof o.code === 'string' ? { code: o.code } : {}),
    ...(typeof o.language === 'string' && o.language ? { language: o.language } : {}),
  };
}

export function parseEditorSettings(raw: string | null): StoredEditorSettings {
  const o = parseObject(raw) ?? {};
  return {
    ...DEFAULT_EDITOR_SETTINGS,
    ...validSettings(o),
    language: typeof o.language === 'string' && o.language ? o.language : null,
  };
}

export function loadProblemCode(scope: string, problem: string): StoredProblemCode {
  return parseProblemCode(readStorage(problemCodeKey(scope, problem)));
}

export function saveProblemCode(scope: string, problem: string, value: StoredProblemCode): void {
  writeStorage(problemCodeKey(scope, problem), JSON.stringify(value));
}

export function loadEditorSettings(): StoredEditorSettings {
  return parseEditorSettings(readStorage(EDITOR_SETTINGS_KEY));
}

export function saveEditorSettings(value: StoredEditorSettings): void {
  writeStorage(EDITOR_SETTINGS_KEY, JSON.stringify(value));
}
