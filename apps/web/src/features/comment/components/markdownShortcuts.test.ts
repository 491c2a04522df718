import { describe, expect, it } from 'vitest';
import { applyShortcut, insertEmoji } from './markdownShortcuts.ts';

describe('the comment box shortcuts', () => {
  it('wraps the selection in inline code and keeps it selected', () => {
    expect(applyShortcut('inlineCode', 'use printf now', 4, 10, 'code')).toEqual({ text: 'use `printf` now', start: 5, end: 11 });
  });

  it('puts a placeholder in an empty selection', () => {
    expect(applyShortcut('inlineCode', '', 0, 0, 'code')).toEqual({ text: '`code`', start: 1, end: 5 });
  });

  it('starts a code block on its own line', () => {
    const e = applyShortcut('codeBlock', 'see:', 4, 4, 'code');
    expect(e.text).toBe('see:\n```\ncode\n```\n');
    expect(e.text.slice(e.start, e.end)).toBe('code');
  });

  it('makes a link with the address selected for typing', () => {
    const e = applyShortcut('link', 'the docs', 4, 8, 'text');
    expect(e.text).toBe('the [docs](https://)');
    expect(e.text.slice(e.start, e.end)).toBe('https://');
  });

  it('turns selected lines into a list', () => {
    expect(applyShortcut('orderedList', 'a\nb', 0, 3, 'item').text).toBe('1. a\n2. b\n');
    expect(applyShortcut('unorderedList', 'x', 1, 1, 'item').text).toBe('x\n- item\n');
  });

  it('inserts an emoji as text at the cursor', () => {
    expect(insertEmoji('👍', 'ok ', 3, 3)).toEqual({ text: 'ok 👍', start: 5, end: 5 });
  });
});
