import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_SETTINGS } from './editorSettings.ts';
import { EDITOR_SETTINGS_KEY, editorScope, parseEditorSettings, parseProblemCode, problemCodeKey } from './editorStorage.ts';
import { pickLanguage, starterCode } from './starterCode.ts';

describe('storage keys', () => {
  it('scope code by contest or NoContest and by problem', () => {
    expect(editorScope()).toBe('NoContest');
    expect(editorScope(0)).toBe('NoContest');
    expect(editorScope(12)).toBe('contest-12');
    expect(problemCodeKey(editorScope(), 'P1000')).toBe('problemCode:NoContest:P1000');
    expect(problemCodeKey(editorScope(3), 'A')).toBe('problemCode:contest-3:A');
    expect(EDITOR_SETTINGS_KEY).toBe('editorSettings');
  });
});

describe('parseProblemCode', () => {
  it('keeps valid fields and drops the rest', () => {
    expect(parseProblemCode('{"code":"int main(){}","language":"C++","theme":"cobalt","fontSize":18,"tabSize":2}')).toEqual({
      code: 'int main(){}',
      language: 'C++',
      theme: 'cobalt',
      fontSize: 18,
      tabSize: 2,
    });
    expect(parseProblemCode('{"code":5,"language":"","theme":"neon","fontSize":13,"tabSize":3}')).toEqual({});
  });

  it('reads garbage as nothing stored', () => {
    expect(parseProblemCode(null)).toEqual({});
    expect(parseProblemCode('not json')).toEqual({});
    expect(parseProblemCode('[1,2]')).toEqual({});
    expect(parseProblemCode('null')).toEqual({});
  });
});

describe('parseEditorSettings', () => {
  it('falls back to the defaults field by field', () => {
    expect(parseEditorSettings(null)).toEqual({ ...DEFAULT_EDITOR_SETTINGS, language: null });
    expect(parseEditorSettings('{"theme":"dracula","fontSize":99,"language":"Java"}')).toEqual({
      ...DEFAULT_EDITOR_SETTINGS,
      theme: 'dracula',
      language: 'Java',
    });
  });
});

describe('starterCode', () => {
  it("prefers the problem's template, then the language's", () => {
    expect(starterCode({ 'C++': 'cpp starter' }, 'C++')).toBe('cpp starter');
    expect(starterCode({ 'C++': 'cpp starter' }, 'Python3')).toContain('print(a + b)');
    expect(starterCode(null, 'No Such Language')).toBe('');
  });
});

describe('pickLanguage', () => {
  const langs = ['C', 'C++', 'Java'];
  it('takes the stored language, then the preferred one, then the first', () => {
    expect(pickLanguage(langs, 'Java', 'C')).toBe('Java');
    expect(pickLanguage(langs, 'Rust', 'C++')).toBe('C++');
    expect(pickLanguage(langs, null, 'Rust')).toBe('C');
    expect(pickLanguage([], 'C', 'C')).toBe('');
  });
});
