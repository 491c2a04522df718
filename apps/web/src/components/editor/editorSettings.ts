/**
 * The editor's settings (spec part 2 §2.3, §9): themes, font sizes and tab sizes. Names only: the
 * CodeMirror side of each theme lives in themes.ts, inside the editor's lazily loaded chunk.
 */
export const EDITOR_THEMES = ['monokai', 'solarized', 'material', 'idea', 'eclipse', 'base16-dark', 'cobalt', 'dracula'] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];

export const FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const TAB_SIZES = [2, 4, 8] as const;

export interface EditorSettings {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = { theme: 'solarized', fontSize: 14, tabSize: 4 };

export function isEditorTheme(value: unknown): value is EditorTheme {
  return typeof value === 'string' && (EDITOR_THEMES as readonly string[]).includes(value);
}

export function isFontSize(value: unknown): value is number {
  return typeof value === 'number' && (FONT_SIZES as readonly number[]).includes(value);
}

export function isTabSize(value: unknown): value is number {
  return typeof value === 'number' && (TAB_SIZES as readonly number[]).includes(value);
}
