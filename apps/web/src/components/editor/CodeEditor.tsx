import { useMemo } from 'react';
import CodeMirror, { EditorState, EditorView } from '@uiw/react-codemirror';
import { indentUnit } from '@codemirror/language';
import type { EditorSettings } from './editorSettings.ts';
import { syntaxFor } from './languageModes.ts';
import { THEME_EXTENSIONS } from './themes.ts';

export interface CodeEditorProps extends EditorSettings {
  value: string;
  onChange: (value: string) => void;
  /** A language name of the language table; decides the syntax mode. */
  language: string;
  readOnly?: boolean;
  /** CSS height; the editor scrolls inside it. */
  height?: string;
  ariaLabel?: string;
}

/**
 * The CodeMirror 6 editor with the problem page's settings. Loaded lazily (LazyCodeEditor), so
 * CodeMirror, the syntax modes and the themes stay in their own chunk.
 */
export default function CodeEditor({
  value,
  onChange,
  language,
  theme,
  fontSize,
  tabSize,
  readOnly = false,
  height = '100%',
  ariaLabel,
}: CodeEditorProps) {
  const extensions = useMemo(() => {
    const syntax = syntaxFor(language);
    return [
      ...(syntax ? [syntax] : []),
      EditorState.tabSize.of(tabSize),
      indentUnit.of(' '.repeat(tabSize)),
      EditorView.theme({ '&': { fontSize: `${fontSize}px` }, '.cm-content, .cm-gutters': { fontSize: `${fontSize}px` } }),
      EditorView.contentAttributes.of(ariaLabel ? { 'aria-label': ariaLabel } : {}),
    ];
  }, [language, tabSize, fontSize, ariaLabel]);

  return (
    <CodeMirror
      className="code-editor"
      value={value}
      onChange={onChange}
      theme={THEME_EXTENSIONS[theme]}
      extensions={extensions}
      height={height}
      readOnly={readOnly}
      basicSetup={{ tabSize, foldGutter: true, highlightActiveLine: true }}
      data-testid="code-editor"
      data-theme={theme}
      data-language={language}
    />
  );
}
