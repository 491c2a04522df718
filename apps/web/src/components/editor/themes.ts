import type { Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';
import { createTheme } from '@uiw/codemirror-themes';
import { dracula } from '@uiw/codemirror-theme-dracula';
import { eclipse } from '@uiw/codemirror-theme-eclipse';
import { materialDark } from '@uiw/codemirror-theme-material';
import { monokai } from '@uiw/codemirror-theme-monokai';
import { solarizedLight } from '@uiw/codemirror-theme-solarized';
import type { EditorTheme } from './editorSettings.ts';

/**
 * The CodeMirror side of the editor themes. Five come from their @uiw packages; idea, base16-dark
 * and cobalt have no CodeMirror 6 package, so they are rebuilt here from the colours of the
 * CodeMirror 5 themes of the same names.
 */

const idea = createTheme({
  theme: 'light',
  settings: {
    background: '#ffffff',
    foreground: '#000000',
    caret: '#000000',
    selection: '#d7d4f0',
    selectionMatch: '#e8f2fe',
    lineHighlight: '#fffae3',
    gutterBackground: '#f7f7f7',
    gutterForeground: '#999999',
    gutterBorder: '#dddddd',
  },
  styles: [
    { tag: t.meta, color: '#808000' },
    { tag: t.number, color: '#0000ff' },
    { tag: [t.keyword, t.atom, t.bool], color: '#000080', fontWeight: 'bold' },
    { tag: [t.definition(t.variableName), t.variableName, t.typeName, t.propertyName, t.operator], color: '#000000' },
    { tag: t.comment, color: '#808080' },
    { tag: [t.string, t.special(t.string)], color: '#008000' },
    { tag: t.invalid, color: '#ff0000' },
    { tag: t.attributeName, color: '#0000ff' },
    { tag: t.tagName, color: '#000080' },
    { tag: t.link, color: '#0000ff' },
    { tag: t.standard(t.variableName), color: '#3300aa' },
    { tag: t.bracket, color: '#cccc77' },
  ],
});

const base16Dark = createTheme({
  theme: 'dark',
  settings: {
    background: '#151515',
    foreground: '#e0e0e0',
    caret: '#b0b0b0',
    selection: '#303030',
    selectionMatch: '#303030',
    lineHighlight: '#202020',
    gutterBackground: '#151515',
    gutterForeground: '#505050',
    gutterBorder: '#151515',
  },
  styles: [
    { tag: t.comment, color: '#8f5536' },
    { tag: [t.atom, t.number, t.bool, t.link], color: '#aa759f' },
    { tag: [t.propertyName, t.attributeName, t.variableName], color: '#90a959' },
    { tag: [t.keyword, t.tagName], color: '#ac4142' },
    { tag: t.string, color: '#f4bf75' },
    { tag: t.special(t.variableName), color: '#6a9fb5' },
    { tag: t.definition(t.variableName), color: '#d28445' },
    { tag: t.bracket, color: '#e0e0e0' },
    { tag: t.invalid, color: '#b0b0b0', backgroundColor: '#ac4142' },
  ],
});

const cobalt = createTheme({
  theme: 'dark',
  settings: {
    background: '#002240',
    foreground: '#ffffff',
    caret: '#ffffff',
    selection: '#b36539',
    selectionMatch: '#b3653966',
    lineHighlight: '#002d57',
    gutterBackground: '#002240',
    gutterForeground: '#d0d0d0',
    gutterBorder: '#aaaaaa',
  },
  styles: [
    { tag: t.comment, color: '#0088ff' },
    { tag: [t.atom, t.bool, t.link], color: '#845dc4' },
    { tag: [t.number, t.attributeName], color: '#ff80e1' },
    { tag: t.keyword, color: '#ffee80' },
    { tag: t.string, color: '#3ad900' },
    { tag: t.meta, color: '#ff9d00' },
    { tag: [t.special(t.variableName), t.tagName], color: '#9effff' },
    { tag: [t.typeName, t.definition(t.variableName)], color: '#ffffff' },
    { tag: t.bracket, color: '#d8d8d8' },
    { tag: [t.standard(t.variableName), t.special(t.string)], color: '#ff9e59' },
    { tag: t.invalid, color: '#9d1e15' },
  ],
});

export const THEME_EXTENSIONS: Record<EditorTheme, Extension> = {
  monokai,
  solarized: solarizedLight,
  material: materialDark,
  idea,
  eclipse,
  'base16-dark': base16Dark,
  cobalt,
  dracula,
};
