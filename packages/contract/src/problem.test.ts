import { describe, expect, it } from 'vitest';
import { evenScores, exampleCount, ioScoreOf, isPlainFileName, problemDTO, type ProblemDTO } from './problem.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

function dto(patch: Partial<ProblemDTO> = {}, problem: Partial<ProblemDTO['problem']> = {}): ProblemDTO {
  return {
    problem: { title: ' A + B ', description: 'Add two numbers.', input: 'Two integers.', output: 'Their sum.', ...problem },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: [{ id: 1 }],
    tags: [],
    codeTemplates: [],
    ...patch,
  };
}

const refusal = (value: ProblemDTO) => firstMessage(problemDTO.safeParse(value));

describe('ioScoreOf (hoj-data-and-judge §B.11)', () => {
  const cases = [
    { score: 10, groupNum: 1 },
    { score: 20, groupNum: 1 },
    { score: 25, groupNum: 2 },
    { score: 30, groupNum: 2 },
    { score: 7, groupNum: 3 },
  ];

  it('sums the scores in the default mode', () => {
    expect(ioScoreOf(cases, 'default')).toBe(92);
    expect(ioScoreOf([{ score: null }, { score: 5 }], 'default')).toBe(5);
  });

  it('sums the lowest score of each group for subtask_lowest', () => {
    expect(ioScoreOf(cases, 'subtask_lowest')).toBe(10 + 25 + 7);
  });

  it('sums the rounded average of each group for subtask_average', () => {
    // group 1: 15, group 2: 27.5 → 28, group 3: 7
    expect(ioScoreOf(cases, 'subtask_average')).toBe(15 + 28 + 7);
  });

  it('puts cases without a group in group 1 and gives 0 for no case', () => {
    expect(ioScoreOf([{ score: 4 }, { score: 6, groupNum: 1 }], 'subtask_lowest')).toBe(4);
    expect(ioScoreOf([], 'subtask_average')).toBe(0);
  });
});

describe('evenScores (spec part 3 §4)', () => {
  it('splits 100 evenly and adds the remainder to the last cases', () => {
    expect(evenScores(4)).toEqual([25, 25, 25, 25]);
    expect(evenScores(3)).toEqual([33, 33, 34]);
    expect(evenScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(evenScores(0)).toEqual([]);
    expect(evenScores(7).reduce((a, b) => a + b)).toBe(100);
  });
});

describe('plain file names and examples', () => {
  it('accepts names without a directory part only', () => {
    for (const ok of ['1.in', 'data_01.ans', 'input1.txt', 'A-b.out']) expect(isPlainFileName(ok)).toBe(true);
    for (const bad of ['', '.hidden', '../x.in', 'a/b.in', 'a\\b.in', 'C:x.in', 'with space.in', 'x'.repeat(101)]) {
      expect(isPlainFileName(bad)).toBe(false);
    }
  });

  it('counts the examples', () => {
    expect(exampleCount('<input>1</input><output>2</output><input>3</input><output>4</output>')).toBe(2);
    expect(exampleCount(null)).toBe(0);
  });
});

describe('ProblemDTO rules (spec part 3 §5)', () => {
  it('accepts a minimal hand-entered ACM problem and normalises it', () => {
    const parsed = problemDTO.parse(dto({}, { problemId: ' ab-1 ' }));
    expect(parsed.problem).toMatchObject({
      problemId: 'AB-1',
      title: 'A + B',
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      auth: 1,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      spjCode: null,
      spjLanguage: null,
      userExtraFile: null,
    });
    expect(parsed.samples).toEqual([{ id: null, input: '1 2\n', output: '3\n', score: null, groupNum: 1 }]);
    expect(parsed.languages).toEqual([1]);
  });

  it('requires the title and the input and output descriptions', () => {
    expect(refusal(dto({}, { title: '  ' }))).toBe('Title is required');
    expect(refusal(dto({}, { title: undefined }))).toBe('Title is required');
    expect(refusal(dto({}, { input: '' }))).toBe('Input description is required');
    expect(refusal(dto({}, { output: null }))).toBe('Output description is required');
  });

  it('checks the limits, type, auth and difficulty', () => {
    expect(refusal(dto({}, { timeLimit: 0 }))).toMatch(/^The time limit must be an integer from 1 to 30000/);
    expect(refusal(dto({}, { timeLimit: 30001 }))).toMatch(/^The time limit/);
    expect(refusal(dto({}, { memoryLimit: 4097 }))).toMatch(/^The memory limit/);
    expect(refusal(dto({}, { memoryLimit: 64, stackLimit: 128 }))).toBe('The stack limit can not exceed the memory limit');
    expect(refusal(dto({}, { type: 2 as 0 }))).toBe('The problem type must be 0 (ACM) or 1 (OI)');
    expect(refusal(dto({}, { auth: 0 as 1 }))).toMatch(/^The problem auth must be/);
    expect(refusal(dto({}, { difficulty: 3 as 0 }))).toMatch(/^The difficulty must be/);
    expect(refusal(dto({}, { problemId: 'a/b' }))).toMatch(/^The problem ID may hold only/);
  });

  it('needs checker code in C or C++ for spj and interactive, and clears it otherwise', () => {
    expect(refusal(dto({ judgeMode: 'spj' }))).toBe('The special judge code is required');
    expect(refusal(dto({ judgeMode: 'interactive' }, { spjCode: 'int main(){}', spjLanguage: 'Java' }))).toBe(
      'The interactor language must be C or C++',
    );
    const spj = problemDTO.parse(dto({ judgeMode: 'spj' }, { spjCode: 'int main(){}', spjLanguage: 'C++' }));
    expect(spj.problem).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C++' });
    const plain = problemDTO.parse(dto({ judgeMode: 'default' }, { spjCode: 'int main(){}', spjLanguage: 'C' }));
    expect(plain.problem).toMatchObject({ judgeMode: 'default', spjCode: null, spjLanguage: null });
  });

  it('allows each case mode for its problem type only', () => {
    expect(refusal(dto({}, { type: 1, judgeCaseMode: 'ergodic_without_error' }))).toBe(
      'The case mode ergodic_without_error is for ACM problems only',
    );
    expect(refusal(dto({}, { type: 0, judgeCaseMode: 'subtask_lowest' }))).toBe('Subtask case modes are for OI problems only');
  });

  it('needs both plain file names for file IO', () => {
    expect(refusal(dto({}, { isFileIO: true, ioReadFileName: 'in.txt' }))).toBe('File IO needs both the input and the output file names');
    expect(refusal(dto({}, { isFileIO: true, ioReadFileName: '../in.txt', ioWriteFileName: 'out.txt' }))).toMatch(/plain file name/);
    const io = problemDTO.parse(dto({}, { isFileIO: false, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' }));
    expect(io.problem).toMatchObject({ ioReadFileName: null, ioWriteFileName: null });
  });

  it('needs test cases: uploaded ones by plain names, hand-entered ones with data', () => {
    expect(refusal(dto({ samples: [] }))).toBe('At least one test case is required');
    expect(refusal(dto({ samples: [], isUploadTestCase: true }))).toBe('Please upload the test cases');
    expect(refusal(dto({ samples: [{ input: '', output: '' }] }))).toBe('Each test case needs an input or an output');
    expect(refusal(dto({ isUploadTestCase: true, samples: [{ input: '../1.in', output: '1.out' }] }))).toMatch(/plain file name/);
  });

  it('needs OI scores as integers of at least 0 and group numbers in subtask modes', () => {
    const oi = { type: 1 as const };
    expect(refusal(dto({ samples: [{ input: '1', output: '1' }] }, oi))).toMatch(/^The score of each test case must be an integer/);
    expect(refusal(dto({ samples: [{ input: '1', output: '1', score: -1 }] }, oi))).toMatch(/^The score/);
    expect(refusal(dto({ samples: [{ input: '1', output: '1', score: 1.5 }] }, oi))).toMatch(/^The score/);
    expect(refusal(dto({ samples: [{ input: '1', output: '1', score: 'ten' }] }, oi))).toMatch(/^The score/);
    expect(refusal(dto({ samples: [{ input: '1', output: '1', score: 10 }] }, { ...oi, judgeCaseMode: 'subtask_average' }))).toMatch(
      /group number/,
    );
    const parsed = problemDTO.parse(dto({ samples: [{ input: '1', output: '1', score: '40', groupNum: '2' }] }, oi));
    // A string from a text box counts; the group is dropped outside subtask modes.
    expect(parsed.samples[0]).toMatchObject({ score: 40, groupNum: 1 });
  });

  it('needs a language, non-empty enabled templates and no duplicate tags', () => {
    expect(refusal(dto({ languages: [] }))).toBe('At least one language is required');
    expect(refusal(dto({ codeTemplates: [{ lid: 1, code: '  ', status: true }] }))).toBe('An enabled code template can not be empty');
    expect(problemDTO.safeParse(dto({ codeTemplates: [{ lid: 1, code: '', status: false }] })).success).toBe(true);
    expect(refusal(dto({ codeTemplates: [{ lid: 2, code: 'x', status: true }] }))).toBe(
      "A code template must be for one of the problem's languages",
    );
    expect(refusal(dto({ tags: [{ name: 'dp' }, { name: 'DP ' }] }))).toBe('Add Tag Error: the tag "DP" is given twice');
    expect(
      refusal(
        dto({
          tags: [
            { id: 3, name: 'a' },
            { id: 3, name: 'b' },
          ],
        }),
      ),
    ).toBe('Add Tag Error: the tag "b" is given twice');
  });

  it('allows at most 2 examples', () => {
    const three = '<input>1</input><output>1</output>'.repeat(3);
    expect(refusal(dto({}, { examples: three }))).toBe('At most 2 examples');
  });

  it('takes extra files as a JSON object of plain names to content', () => {
    const parsed = problemDTO.parse(dto({}, { userExtraFile: '{"a.h":"int x;"}', judgeExtraFile: { 'testlib.h': '#pragma once' } }));
    expect(parsed.problem.userExtraFile).toBe('{"a.h":"int x;"}');
    expect(parsed.problem.judgeExtraFile).toBe('{"testlib.h":"#pragma once"}');
    expect(refusal(dto({}, { userExtraFile: '[1]' }))).toBe('User extra file must be a JSON object of file name to content');
    expect(refusal(dto({}, { userExtraFile: '{"../a.h":"x"}' }))).toMatch(/^User extra file "..\/a.h" must be a plain file name/);
    expect(refusal(dto({}, { judgeExtraFile: { 'a.h': '' } }))).toBe('Judge extra file "a.h" needs a content');
    expect(problemDTO.parse(dto({}, { userExtraFile: '{}' })).problem.userExtraFile).toBeNull();
  });
});
