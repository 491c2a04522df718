import { describe, expect, it } from 'vitest';
import { normalizeText, parseExamples, passedSampleIndex, sampleIndexOfInput } from './samples.ts';

describe('parseExamples', () => {
  it('reads each input/output pair in order', () => {
    expect(parseExamples('<input>1 2</input><output>3</output><input>\n5 7\n</input>\n<output>12\n</output>')).toEqual([
      { input: '1 2', output: '3' },
      { input: '5 7', output: '12' },
    ]);
  });

  it('keeps inner lines and spaces', () => {
    expect(parseExamples('<input>3\n1 2 3\n</input><output> 6 </output>')).toEqual([{ input: '3\n1 2 3', output: ' 6 ' }]);
  });

  it('reads nothing from empty or broken strings', () => {
    expect(parseExamples(null)).toEqual([]);
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples('<input>1</input>')).toEqual([]);
    expect(parseExamples('plain text')).toEqual([]);
  });
});

describe('comparing runs with the samples', () => {
  const samples = [
    { input: '1 2', output: '3' },
    { input: '5 7', output: '12' },
  ];

  it('forgives CRLF, trailing blanks and trailing newlines', () => {
    expect(normalizeText('a  \r\nb\t\n\n')).toBe('a\nb');
    expect(sampleIndexOfInput(samples, '5 7 \r\n')).toBe(1);
    expect(sampleIndexOfInput(samples, '5  7')).toBe(-1);
  });

  it('marks the sample whose input and output the run used', () => {
    expect(passedSampleIndex(samples, '1 2\n', '3\n')).toBe(0);
    expect(passedSampleIndex(samples, '5 7', '12')).toBe(1);
    expect(passedSampleIndex(samples, '5 7', '13')).toBe(-1);
    expect(passedSampleIndex(samples, '5 7', null)).toBe(-1);
  });
});
