import type { Extension } from '@codemirror/state';
import { StreamLanguage } from '@codemirror/language';
import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import { csharp } from '@codemirror/legacy-modes/mode/clike';
import { pascal } from '@codemirror/legacy-modes/mode/pascal';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import { languageMode } from './starterCode.ts';

/**
 * Syntax modes by CodeMirror mode name (the `contentType` of the language table). C#, Pascal and
 * Ruby have no CodeMirror 6 package and use the legacy stream modes.
 */
const MODES: Record<string, () => Extension> = {
  'text/x-csrc': () => cpp(),
  'text/x-c++src': () => cpp(),
  'text/x-java': () => java(),
  'text/x-python': () => python(),
  'text/javascript': () => javascript(),
  'text/x-go': () => go(),
  'text/x-rustsrc': () => rust(),
  'text/x-php': () => php(),
  'text/x-csharp': () => StreamLanguage.define(csharp),
  'text/x-pascal': () => StreamLanguage.define(pascal),
  'text/x-ruby': () => StreamLanguage.define(ruby),
};

const cache = new Map<string, Extension>();

/** The syntax extension of a language name; none for an unknown language (plain text). */
export function syntaxFor(language: string): Extension | null {
  const mode = languageMode(language);
  if (!mode) return null;
  const make = MODES[mode];
  if (!make) return null;
  let ext = cache.get(mode);
  if (!ext) {
    ext = make();
    cache.set(mode, ext);
  }
  return ext;
}
