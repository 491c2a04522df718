import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorSettings } from './editorSettings.ts';
import { loadEditorSettings, loadProblemCode, saveEditorSettings, saveProblemCode } from './editorStorage.ts';
import { pickLanguage, starterCode } from './starterCode.ts';

/** What the editor of one problem holds. */
export interface ProblemEditorValue extends EditorSettings {
  code: string;
  language: string;
}

export interface ProblemEditorSource {
  /** `editorScope(cid)`: contest-<cid> or NoContest. */
  scope: string;
  /** The problem's display id (the contest display id in a contest); empty while it loads. */
  problemKey: string;
  /** The languages the problem accepts, in display order. */
  languages: readonly string[];
  codeTemplate: Readonly<Record<string, string>> | null | undefined;
}

const SAVE_DELAY_MS = 400;

function load(source: ProblemEditorSource): ProblemEditorValue {
  const global = loadEditorSettings();
  const stored = source.problemKey ? loadProblemCode(source.scope, source.problemKey) : {};
  const language = pickLanguage(source.languages, stored.language, global.language);
  return {
    code: stored.code ?? starterCode(source.codeTemplate, language),
    language,
    theme: stored.theme ?? global.theme,
    fontSize: stored.fontSize ?? global.fontSize,
    tabSize: stored.tabSize ?? global.tabSize,
  };
}

/**
 * The editor state of one problem, kept in the browser per (contest or NoContest, problem); theme,
 * font size, tab size and language are also remembered globally for problems not opened yet.
 * Nothing is stored until the user changes something, so a problem's template stays current.
 */
export function useProblemEditor(source: ProblemEditorSource) {
  const sourceKey = `${source.scope}|${source.problemKey}|${source.languages.join(',')}`;
  const [state, setState] = useState(() => ({ key: sourceKey, value: load(source) }));
  // A new problem (or its languages arriving) loads that problem's stored state.
  let current = state;
  if (state.key !== sourceKey) {
    current = { key: sourceKey, value: load(source) };
    setState(current);
  }
  const value = current.value;

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | null>(null);
  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.save();
    pending.current = null;
  }, []);
  // Leaving the problem (or the page) writes what is still waiting.
  useEffect(() => flush, [flush, sourceKey]);

  const { scope, problemKey, codeTemplate } = source;
  const persist = useCallback(
    (next: ProblemEditorValue, delayed: boolean) => {
      if (!problemKey) return;
      const save = () => saveProblemCode(scope, problemKey, next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      if (delayed) pending.current = { timer: setTimeout(flush, SAVE_DELAY_MS), save };
      else save();
    },
    [scope, problemKey, flush],
  );

  // Changes may come faster than renders (typing): each builds on the latest value, not the rendered one.
  const latest = useRef(value);
  latest.current = value;

  const update = useCallback(
    (patch: (v: ProblemEditorValue) => ProblemEditorValue, opts: { delayed?: boolean; global?: boolean } = {}) => {
      const next = patch(latest.current);
      latest.current = next;
      setState((s) => ({ ...s, value: next }));
      persist(next, opts.delayed ?? false);
      if (opts.global) {
        const { theme, fontSize, tabSize, language } = next;
        saveEditorSettings({ theme, fontSize, tabSize, language: language || null });
      }
    },
    [persist],
  );

  const setCode = useCallback((code: string) => update((v) => ({ ...v, code }), { delayed: true }), [update]);

  /** Switching language keeps the code, unless it is still the previous language's starter code. */
  const setLanguage = useCallback(
    (language: string) =>
      update(
        (v) => {
          const untouched = v.code.trim() === '' || v.code === starterCode(codeTemplate, v.language);
          return { ...v, language, code: untouched ? starterCode(codeTemplate, language) : v.code };
        },
        { global: true },
      ),
    [update, codeTemplate],
  );

  const setSettings = useCallback((patch: Partial<EditorSettings>) => update((v) => ({ ...v, ...patch }), { global: true }), [update]);

  /** Replaces the code (reset, last accepted code, an uploaded file), optionally with its language. */
  const replaceCode = useCallback(
    (code: string, language?: string) => update((v) => ({ ...v, code, language: language ?? v.language })),
    [update],
  );

  const starter = useCallback((language: string) => starterCode(codeTemplate, language), [codeTemplate]);

  return { value, setCode, setLanguage, setSettings, replaceCode, starter };
}

export type ProblemEditor = ReturnType<typeof useProblemEditor>;
