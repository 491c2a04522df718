import { describe, expect, it } from 'vitest';
import { pairTestcaseFiles } from './testcase-pairs.ts';

describe('pairing uploaded test files (hoj-data-and-judge §B.7)', () => {
  it('pairs X.in with X.out or X.ans, preferring .out, and orders by name length then name', () => {
    const pairs = pairTestcaseFiles(
      ['10.in', '10.out', '2.in', '2.ans', '1.in', '1.ans', '1.out', 'b.in', 'readme.md', '3.out'],
      'default',
    );
    expect(pairs).toEqual([
      { input: '1.in', output: '1.out', hasOutput: true },
      { input: '2.in', output: '2.ans', hasOutput: true },
      { input: 'b.in', output: 'b.out', hasOutput: false },
      { input: '10.in', output: '10.out', hasOutput: true },
    ]);
  });

  it('pairs …input….txt with …output….txt and names a missing one after it', () => {
    const pairs = pairTestcaseFiles(['input1.txt', 'output1.txt', 'input2.txt', 'notes.txt'], 'default');
    expect(pairs).toEqual([
      { input: 'input1.txt', output: 'output1.txt', hasOutput: true },
      { input: 'input2.txt', output: 'output2.txt', hasOutput: false },
    ]);
  });

  it('puts every case in group 1 in subtask modes only', () => {
    expect(pairTestcaseFiles(['1.in', '1.out'], 'subtask_lowest')).toEqual([
      { input: '1.in', output: '1.out', hasOutput: true, groupNum: 1 },
    ]);
    expect(pairTestcaseFiles(['1.in', '1.out'], 'ergodic_without_error')[0]).not.toHaveProperty('groupNum');
  });

  it('finds nothing in files of other kinds', () => {
    expect(pairTestcaseFiles(['a.txt', 'b.out', '.in', 'x.IN'], 'default')).toEqual([]);
  });
});
