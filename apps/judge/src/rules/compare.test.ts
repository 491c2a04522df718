import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { compareOutput, compareTestOutput, normalizeLineEndings, rtrimOutput, stripAllWhitespace } from './compare.ts';

const { ACCEPTED: AC, PRESENTATION_ERROR: PE, WRONG_ANSWER: WA } = JudgeStatus;

describe('rtrimOutput', () => {
  it.each([
    ['', ''],
    ['\n\n \t\n', ''],
    ['3', '3'],
    ['3\n', '3'],
    ['3 \t \n\n\n', '3'],
    ['1 2 \n3\t\n', '1 2\n3'],
    ['1  2\n', '1  2'],
    [' 3\n', ' 3'],
    ['\n3\n', '\n3'],
    ['1 \n \n2', '1\n\n2'],
    ['1\r\n2\r\n', '1\n2'],
    ['a\v\f\n b', 'a\n b'],
    ['你好 \n世界\t\n', '你好\n世界'],
  ])('%j → %j', (input, expected) => {
    expect(rtrimOutput(input).toString('utf8')).toBe(expected);
  });
});

describe('stripAllWhitespace', () => {
  it.each([
    ['', ''],
    [' 1 2\n3\t4\r\n\v\f', '1234'],
    ['你 好\n', '你好'],
  ])('%j → %j', (input, expected) => {
    expect(stripAllWhitespace(input).toString('utf8')).toBe(expected);
  });
});

describe('line endings of test data', () => {
  it.each([
    ['1\r\n2\r\n', '1\n2\n'],
    ['1\r2\r', '1\n2\n'],
    ['1\r\r\n2', '1\n\n2'],
    ['\r\n\r\n', '\n\n'],
    ['no cr\n', 'no cr\n'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLineEndings(input).toString('utf8')).toBe(expected);
  });

  it('returns the same buffer when there is nothing to change', () => {
    const b = Buffer.from('1\n2\n');
    expect(normalizeLineEndings(b)).toBe(b);
  });
});

// user output, expected output, verdict without remove-end-blank, verdict with it
const TABLE: [string, string, string, number, number][] = [
  ['identical', '3\n', '3\n', AC, AC],
  ['both empty', '', '', AC, AC],
  ['missing final newline', '3', '3\n', PE, AC],
  ['extra final newline', '3\n', '3', PE, AC],
  ['extra blank lines at the end', '3\n\n\n', '3\n', PE, AC],
  ['trailing spaces on lines', '1 2 \n3\t\n', '1 2\n3\n', PE, AC],
  ['double space inside a line', '1  2\n', '1 2\n', PE, WA],
  ['tokens glued together', '12\n', '1 2\n', PE, WA],
  ['leading space', ' 3\n', '3\n', PE, WA],
  ['leading newline', '\n3\n', '3\n', PE, WA],
  ['blank line inside', '1\n\n2\n', '1\n2\n', PE, WA],
  ['wrong number', '4\n', '3\n', WA, WA],
  ['nothing printed', '', '3\n', WA, WA],
  ['nothing printed, expected only a newline', '', '\n', PE, AC],
  ['nothing printed, expected only blanks', '', ' \n\n', PE, AC],
  ['program prints CRLF', '3\r\n', '3\n', PE, AC],
  ['expected data has CRLF', '3\n', '3\r\n', AC, AC],
  ['expected data has CR only', '1\n2\n', '1\r2\r', AC, AC],
  ['spaces at end of lines with CRLF data', '1 2\n3\n', '1 2 \r\n3\r\n', PE, AC],
  ['case differs', 'yes\n', 'YES\n', WA, WA],
  ['multi-byte text', '你好\n', '你好\n', AC, AC],
  ['multi-byte text with a space', '你 好\n', '你好\n', PE, WA],
  ['multi-byte text with trailing blanks', '你好 \n\n', '你好\n', PE, AC],
];

describe('compareOutput', () => {
  it.each(TABLE)('%s (exact rules)', (_name, user, expected, plain) => {
    expect(compareOutput(user, expected, false)).toBe(plain);
  });

  it.each(TABLE)('%s (remove end blank: never PE)', (_name, user, expected, _plain, trimmed) => {
    expect(compareOutput(user, expected, true)).toBe(trimmed);
  });

  it('takes Buffers and Uint8Arrays', () => {
    expect(compareOutput(Buffer.from('1 2\n'), new TextEncoder().encode('1 2\n'), false)).toBe(AC);
    expect(compareOutput(new Uint8Array(Buffer.from('x 1 2\n')).subarray(2), '1 2', true)).toBe(AC);
  });

  it('compares large outputs', () => {
    const lines = Array.from({ length: 300_000 }, (_, i) => `${i} ${i * 2}`);
    const expected = `${lines.join('\n')}\n`;
    const user = Buffer.from(`${lines.join(' \n')}  \n\n`);
    expect(compareOutput(user, expected, true)).toBe(AC);
    expect(compareOutput(user, expected, false)).toBe(PE);
    const wrong = Buffer.from(expected);
    wrong[wrong.length - 2] = 0x30;
    expect(compareOutput(wrong, expected, false)).toBe(WA);
  });
});

describe('compareTestOutput (online test)', () => {
  it.each([
    ['no expected output (null)', '42\n', null, false, AC],
    ['no expected output (undefined)', 'anything', undefined, true, AC],
    ['empty expected output', 'anything', '', false, AC],
    ['exact match', '3\n', '3\n', false, AC],
    ['trailing newline, exact rules', '3\n', '3', false, WA],
    ['trailing newline, remove end blank', '3\n', '3', true, AC],
    ['trailing spaces, remove end blank', '1 2 \n3  \n', '1 2\n3', true, AC],
    ['spacing differs: WA, never PE', '1  2', '1 2', false, WA],
    ['spacing differs with remove end blank', '1  2', '1 2', true, WA],
    ['expected typed with CRLF', '1\n2\n', '1\r\n2\r\n', false, AC],
    ['wrong answer', '4', '3', true, WA],
  ])('%s', (_name, user, expected, removeEndBlank, verdict) => {
    expect(compareTestOutput(user, expected, removeEndBlank)).toBe(verdict);
  });
});
