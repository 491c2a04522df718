/**
 * The comment box's markdown shortcuts and emoji (spec part 3 §2.1): each edits the text around the
 * selection and says where the selection goes next. Emoji stay as text: the markdown renders them.
 */

export type Shortcut = 'inlineCode' | 'codeBlock' | 'link' | 'unorderedList' | 'orderedList';

export const SHORTCUTS: readonly Shortcut[] = ['inlineCode', 'codeBlock', 'link', 'unorderedList', 'orderedList'];

export const EMOJI: readonly string[] = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😅',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🎉',
  '🔥',
  '❤️',
  '✅',
  '❌',
  '❓',
  '💡',
  '🚀',
  '🐛',
  '⏰',
  '🏆',
];

export interface Edit {
  text: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

/** Puts `inserted` in place of the selection, selecting `selectFrom..selectTo` of it (default: the cursor after it). */
function replaceSelection(
  text: string,
  start: number,
  end: number,
  inserted: string,
  selectFrom = inserted.length,
  selectTo = selectFrom,
): Edit {
  return { text: text.slice(0, start) + inserted + text.slice(end), start: start + selectFrom, end: start + selectTo };
}

/** A line break before a block unless it starts a line. */
const lineStart = (text: string, at: number) => (at === 0 || text[at - 1] === '\n' ? '' : '\n');

export function applyShortcut(kind: Shortcut, text: string, start: number, end: number, placeholder: string): Edit {
  const picked = text.slice(start, end);
  const body = picked || placeholder;
  switch (kind) {
    case 'inlineCode':
      return replaceSelection(text, start, end, `\`${body}\``, 1, 1 + body.length);
    case 'codeBlock': {
      const before = `${lineStart(text, start)}\`\`\`\n`;
      return replaceSelection(text, start, end, `${before}${body}\n\`\`\`\n`, before.length, before.length + body.length);
    }
    case 'link':
      return replaceSelection(text, start, end, `[${body}](https://)`, body.length + 3, body.length + 11);
    case 'unorderedList':
    case 'orderedList': {
      const lines = body.split('\n');
      const before = lineStart(text, start);
      const list = lines.map((l, i) => `${kind === 'orderedList' ? `${i + 1}.` : '-'} ${l}`).join('\n');
      const inserted = `${before}${list}\n`;
      return replaceSelection(text, start, end, inserted, inserted.length - 1);
    }
  }
}

export function insertEmoji(emoji: string, text: string, start: number, end: number): Edit {
  return replaceSelection(text, start, end, emoji);
}
