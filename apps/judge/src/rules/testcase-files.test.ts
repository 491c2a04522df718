import { describe, expect, it } from 'vitest';
import { checkEntryName, compareCaseNames, pairTestcaseFiles, sortKeyOf, type PairingResult, type TestcasePair } from './testcase-files.ts';

function cases(result: PairingResult): TestcasePair[] {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.cases;
}

describe('checkEntryName', () => {
  it.each([
    ['1.in', 'file'],
    ['sample input 1.txt', 'file'],
    ['.hidden.in', 'file'],
    ['测试1.in', 'file'],
    ['__MACOSX/._1.in', 'ignored'],
    ['__MACOSX/', 'ignored'],
    ['', 'refused'],
    ['/etc/passwd', 'refused'],
    ['\\evil.in', 'refused'],
    ['C:\\data\\1.in', 'refused'],
    ['c:1.in', 'refused'],
    ['..', 'refused'],
    ['.', 'refused'],
    ['../1.in', 'refused'],
    ['a/../../1.in', 'refused'],
    ['data/', 'refused'],
    ['data/1.in', 'refused'],
    ['data\\1.in', 'refused'],
    ['1\u0000.in', 'refused'],
    ['1\n.in', 'refused'],
    [`${'a'.repeat(253)}.in`, 'refused'],
    [`${'a'.repeat(252)}.in`, 'file'],
  ])('%j is %s', (name, kind) => {
    expect(checkEntryName(name).kind).toBe(kind);
  });

  it('explains refusals', () => {
    expect(checkEntryName('../x.in')).toEqual({ kind: 'refused', reason: 'Paths with .. are not allowed' });
    expect(checkEntryName('/x.in')).toEqual({ kind: 'refused', reason: 'Absolute paths are not allowed' });
    expect(checkEntryName('dir/')).toEqual({
      kind: 'refused',
      reason: 'Directories are not allowed: put the test files at the root of the zip',
    });
    expect(checkEntryName('dir/x.in')).toEqual({ kind: 'refused', reason: 'Files must be at the root of the zip, not in a directory' });
  });
});

describe('case order', () => {
  it.each([
    ['1.in', '1'],
    ['1.a.in', '1'],
    ['input10.txt', 'input10'],
    ['.in', ''],
  ])('%j sorts by %j', (name, key) => {
    expect(sortKeyOf(name)).toBe(key);
  });

  it('puts shorter base names first, then sorts by base name, then by full name', () => {
    const names = ['ab.in', '10.in', 'b.in', '9.in', '1.b.in', 'a.in', '1.a.in', '2.in', '100.in'];
    expect([...names].sort(compareCaseNames)).toEqual(['1.a.in', '1.b.in', '2.in', '9.in', 'a.in', 'b.in', '10.in', 'ab.in', '100.in']);
  });
});

describe('pairTestcaseFiles', () => {
  it('pairs X.in with X.out or X.ans, creates missing outputs and sorts naturally by length', () => {
    const result = pairTestcaseFiles(['10.in', '10.out', '2.in', '2.ans', '1.in', '1.out', '3.in']);
    expect(cases(result)).toEqual([
      { input: '1.in', output: '1.out', outputMissing: false },
      { input: '2.in', output: '2.ans', outputMissing: false },
      { input: '3.in', output: '3.out', outputMissing: true },
      { input: '10.in', output: '10.out', outputMissing: false },
    ]);
  });

  it('prefers X.out over X.ans and ignores the unused answer file', () => {
    const result = pairTestcaseFiles(['1.in', '1.ans', '1.out']);
    expect(result).toEqual({ ok: true, cases: [{ input: '1.in', output: '1.out', outputMissing: false }], ignored: ['1.ans'] });
  });

  it('pairs input/output .txt files by the rest of their names', () => {
    const result = pairTestcaseFiles(['output1.txt', 'input1.txt', 'input2.txt', 'data_input_3.txt', 'data_output_3.txt', 'notes.txt']);
    expect(result).toEqual({
      ok: true,
      cases: [
        { input: 'input1.txt', output: 'output1.txt', outputMissing: false },
        { input: 'input2.txt', output: 'output2.txt', outputMissing: true },
        { input: 'data_input_3.txt', output: 'data_output_3.txt', outputMissing: false },
      ],
      ignored: ['notes.txt'],
    });
  });

  it('does not pair a .txt output with a .in input', () => {
    const result = pairTestcaseFiles(['1.in', 'output1.txt']);
    expect(result).toEqual({ ok: true, cases: [{ input: '1.in', output: '1.out', outputMissing: true }], ignored: ['output1.txt'] });
  });

  it('ignores outputs without inputs, other files and macOS metadata', () => {
    const result = pairTestcaseFiles(['1.in', '1.out', '2.out', 'README.md', 'spj.cpp', '__MACOSX/._1.in']);
    expect(result).toEqual({
      ok: true,
      cases: [{ input: '1.in', output: '1.out', outputMissing: false }],
      ignored: ['__MACOSX/._1.in', 'README.md', 'spj.cpp', '2.out'],
    });
  });

  it('starts every case in group 1 in the subtask modes only', () => {
    expect(cases(pairTestcaseFiles(['1.in', '1.out', '2.in'], 'subtask_lowest'))).toEqual([
      { input: '1.in', output: '1.out', outputMissing: false, groupNum: 1 },
      { input: '2.in', output: '2.out', outputMissing: true, groupNum: 1 },
    ]);
    expect(cases(pairTestcaseFiles(['1.in'], 'subtask_average'))[0]?.groupNum).toBe(1);
    expect(cases(pairTestcaseFiles(['1.in'], 'ergodic_without_error'))[0]).not.toHaveProperty('groupNum');
    expect(cases(pairTestcaseFiles(['1.in']))[0]).not.toHaveProperty('groupNum');
  });

  it('refuses the whole zip when any entry name is unsafe, listing every bad name', () => {
    expect(pairTestcaseFiles(['1.in', '1.out', '../2.in', 'sub/3.in', 'sub/'])).toEqual({
      ok: false,
      errors: [
        { name: '../2.in', reason: 'Paths with .. are not allowed' },
        { name: 'sub/3.in', reason: 'Files must be at the root of the zip, not in a directory' },
        { name: 'sub/', reason: 'Directories are not allowed: put the test files at the root of the zip' },
      ],
    });
  });

  it('refuses a name that appears twice', () => {
    expect(pairTestcaseFiles(['1.in', '1.in'])).toEqual({ ok: false, errors: [{ name: '1.in', reason: 'The zip holds this name twice' }] });
  });

  it('finds no case in an empty list', () => {
    expect(pairTestcaseFiles([])).toEqual({ ok: true, cases: [], ignored: [] });
  });

  it('handles many cases in numeric order', () => {
    const names = Array.from({ length: 120 }, (_, i) => [`${i + 1}.in`, `${i + 1}.out`]).flat();
    const inputs = cases(pairTestcaseFiles(names.reverse())).map((c) => c.input);
    expect(inputs.slice(0, 3)).toEqual(['1.in', '2.in', '3.in']);
    expect(inputs.slice(8, 11)).toEqual(['9.in', '10.in', '11.in']);
    expect(inputs.at(-1)).toBe('120.in');
  });
});
