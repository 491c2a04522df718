import { describe, expect, it } from 'vitest';
import { problemDTO, type Problem, type ProblemCase, type Tag } from '@arbiter/contract';
import {
  addManualCase,
  addTag,
  caseModesFor,
  changeCaseMode,
  changeType,
  checkerSignature,
  examplesText,
  formFromProblem,
  newKey,
  newProblemForm,
  removeManualCase,
  toProblemDTO,
  uploadedRows,
  type ProblemForm,
} from './model.ts';
import { parseExamples } from '../../components/samples.ts';
import { lang } from './languageFixture.ts';

const tag = (id: number, name: string): Tag => ({
  id,
  name,
  color: '#123456',
  oj: 'ME',
  gid: null,
  tcid: null,
  gmtCreate: '',
  gmtModified: '',
});

const storedProblem: Problem = {
  id: 7,
  problemId: 'K-1',
  title: 'Kattis thing',
  author: 'root',
  type: 1,
  judgeMode: 'spj',
  judgeCaseMode: 'subtask_lowest',
  timeLimit: 2000,
  memoryLimit: 512,
  stackLimit: 64,
  description: 'desc',
  input: 'in',
  output: 'out',
  examples: '<input>1 2</input><output>3</output>',
  isRemote: false,
  source: null,
  difficulty: 2,
  hint: null,
  auth: 2,
  ioScore: 100,
  codeShare: false,
  spjCode: 'int main(){}',
  spjLanguage: 'C++',
  checkerProtocol: 'kattis',
  userExtraFile: '{"a.txt":"A"}',
  judgeExtraFile: null,
  isRemoveEndBlank: false,
  openCaseResult: true,
  isUploadCase: true,
  caseVersion: '1',
  modifiedUser: 'root',
  isGroup: false,
  gid: null,
  applyPublicProgress: null,
  isFileIO: true,
  ioReadFileName: 'in.txt',
  ioWriteFileName: 'out.txt',
  gmtCreate: '',
  gmtModified: '',
};

const storedCase = (id: number, n: number, groupNum: number): ProblemCase => ({
  id,
  pid: 7,
  input: `${n}.in`,
  output: `${n}.out`,
  inputSize: 1,
  outputSize: 1,
  score: 50,
  groupNum,
  status: 0,
  gmtCreate: '',
  gmtModified: '',
});

function validForm(patch: Partial<ProblemForm> = {}): ProblemForm {
  return {
    ...newProblemForm([lang(1, 'C'), lang(2, 'Java')]),
    title: 'Sum',
    input: 'two numbers',
    output: 'their sum',
    isUploadTestCase: false,
    manualCases: [{ key: newKey(), id: null, input: '1 2', output: '3', score: null, groupNum: null }],
    ...patch,
  };
}

describe('newProblemForm', () => {
  it('starts with every language and the defaults of the contract', () => {
    const f = newProblemForm([lang(1, 'C'), lang(3, 'C++')]);
    expect(f.languageIds).toEqual([1, 3]);
    expect(f).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      auth: 1,
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
    });
    expect(f.examples).toHaveLength(1);
  });

  it('starts private for a creator who may not publish', () => {
    expect(newProblemForm([], 2).auth).toBe(2);
  });
});

describe('formFromProblem and toProblemDTO', () => {
  const stored = {
    problem: storedProblem,
    cases: [storedCase(11, 1, 1), storedCase(12, 2, 2)],
    languages: [lang(1, 'C'), lang(3, 'C++')],
    templates: [{ id: 1, pid: 7, lid: 3, code: '// c++', status: true, gmtCreate: '', gmtModified: '' }],
    tags: [tag(4, 'Graph')],
  };

  it('reads every field of a stored problem', () => {
    const f = formFromProblem(stored);
    expect(f).toMatchObject({
      id: 7,
      problemId: 'K-1',
      type: 1,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      judgeCaseMode: 'subtask_lowest',
      isUploadTestCase: true,
      languageIds: [1, 3],
      isFileIO: true,
      ioReadFileName: 'in.txt',
    });
    expect(f.uploadedCases.map((c) => [c.id, c.input, c.groupNum])).toEqual([
      [11, '1.in', 1],
      [12, '2.in', 2],
    ]);
    expect(f.manualCases).toEqual([]);
    expect(f.examples).toEqual([{ input: '1 2', output: '3' }]);
    expect(f.userExtraFiles).toEqual([{ name: 'a.txt', content: 'A' }]);
    expect(f.tags).toEqual([{ id: 4, name: 'Graph', color: '#123456' }]);
    // A stored checker compiled when it was saved.
    expect(f.compiledChecker).toBe(checkerSignature(f));
  });

  it('sends back what the form does not edit, and none of what the server keeps', () => {
    const dto = toProblemDTO(formFromProblem(stored));
    const problem = dto.problem as Record<string, unknown>;
    expect(problem.checkerProtocol).toBe('kattis');
    expect(problem.id).toBe(7);
    for (const kept of ['author', 'caseVersion', 'ioScore', 'isUploadCase', 'gmtCreate', 'modifiedUser'])
      expect(problem).not.toHaveProperty(kept);
  });

  it('builds a body the contract accepts, keeping case ids and names without a new upload', () => {
    const dto = toProblemDTO(formFromProblem(stored));
    expect(dto.samples).toEqual([
      { id: 11, input: '1.in', output: '1.out', score: 50, groupNum: 1 },
      { id: 12, input: '2.in', output: '2.out', score: 50, groupNum: 2 },
    ]);
    expect(dto.uploadTestcaseDir).toBeNull();
    expect(dto.changeModeCode).toBe(false);
    const parsed = problemDTO.safeParse(dto);
    expect(parsed.success).toBe(true);
  });

  it('marks a changed checker', () => {
    const f = formFromProblem(stored);
    expect(toProblemDTO({ ...f, spjCode: 'int main(){return 0;}' }).changeModeCode).toBe(true);
  });
});

describe('toProblemDTO', () => {
  it('keeps scores for OI only and groups for subtask modes only', () => {
    const acm = toProblemDTO(validForm({ manualCases: [{ key: 'a', id: null, input: '1', output: '2', score: 40, groupNum: 3 }] }));
    expect(acm.samples).toEqual([{ input: '1', output: '2', score: null, groupNum: null }]);
    const oi = toProblemDTO(
      validForm({
        type: 1,
        judgeCaseMode: 'subtask_average',
        manualCases: [{ key: 'a', id: null, input: '1', output: '2', score: 40, groupNum: 3 }],
      }),
    );
    expect(oi.samples).toEqual([{ input: '1', output: '2', score: 40, groupNum: 3 }]);
  });

  it('clears the checker outside spj and interactive, and the file IO names when off', () => {
    const dto = toProblemDTO(validForm({ judgeMode: 'default', spjCode: 'x', isFileIO: false, ioReadFileName: 'a', ioWriteFileName: 'b' }));
    expect(dto.problem).toMatchObject({ spjCode: null, spjLanguage: null, ioReadFileName: null, ioWriteFileName: null });
  });

  it('sends only templates of chosen languages, dropping empty disabled ones', () => {
    const dto = toProblemDTO(
      validForm({
        languageIds: [1],
        templates: [
          { lid: 1, code: 'int x;', status: true },
          { lid: 2, code: 'class A {}', status: true },
          { lid: 1, code: '', status: false },
        ],
      }),
    );
    expect(dto.codeTemplates).toEqual([{ lid: 1, code: 'int x;', status: true }]);
  });

  it('sends the uploaded cases with their upload id in upload mode, the typed ones otherwise', () => {
    const uploaded = [{ key: 'u', id: null, input: '1.in', output: '1.out', score: null, groupNum: null }];
    const f = validForm({ uploadedCases: uploaded, uploadTestcaseDir: 'abc' });
    expect(toProblemDTO({ ...f, isUploadTestCase: true })).toMatchObject({
      isUploadTestCase: true,
      uploadTestcaseDir: 'abc',
      samples: [{ input: '1.in' }],
    });
    expect(toProblemDTO(f)).toMatchObject({ isUploadTestCase: false, uploadTestcaseDir: null, samples: [{ input: '1 2' }] });
  });

  it('turns extra files into a name → content object', () => {
    const dto = toProblemDTO(validForm({ judgeExtraFiles: [{ name: ' testlib.h ', content: '#pragma once' }] }));
    expect(dto.problem.judgeExtraFile).toEqual({ 'testlib.h': '#pragma once' });
    expect(dto.problem.userExtraFile).toBeNull();
  });
});

describe('examplesText', () => {
  it('writes the paired markers the problem page reads, leaving out empty examples', () => {
    const text = examplesText([
      { input: '1 2', output: '3' },
      { input: '', output: '' },
      { input: 'a\nb', output: 'c' },
    ]);
    expect(text).toBe('<input>1 2</input><output>3</output><input>a\nb</input><output>c</output>');
    expect(parseExamples(text)).toEqual([
      { input: '1 2', output: '3' },
      { input: 'a\nb', output: 'c' },
    ]);
  });
});

describe('type and case mode', () => {
  it('offers ergodic to ACM and the subtask modes to OI', () => {
    expect(caseModesFor(0)).toEqual(['default', 'ergodic_without_error']);
    expect(caseModesFor(1)).toEqual(['default', 'subtask_lowest', 'subtask_average']);
  });

  it('drops a case mode the new type does not allow', () => {
    expect(changeType(validForm({ judgeCaseMode: 'ergodic_without_error' }), 1).judgeCaseMode).toBe('default');
    expect(changeType(validForm({ type: 1, judgeCaseMode: 'subtask_lowest' }), 0).judgeCaseMode).toBe('default');
    expect(changeType(validForm({ type: 1, judgeCaseMode: 'subtask_lowest' }), 1).judgeCaseMode).toBe('subtask_lowest');
  });

  it('splits 100 points over cases without scores when the problem becomes OI', () => {
    const rows = [1, 2, 3].map((n) => ({ key: `k${n}`, id: null, input: `${n}`, output: `${n}`, score: null, groupNum: null }));
    expect(changeType(validForm({ manualCases: rows }), 1).manualCases.map((c) => c.score)).toEqual([33, 33, 34]);
    // Scores an admin already gave are kept.
    const scored = rows.map((r, i) => ({ ...r, score: i === 0 ? 10 : null }));
    expect(changeType(validForm({ manualCases: scored }), 1).manualCases.map((c) => c.score)).toEqual([10, null, null]);
  });

  it('splits 100 points again when an OI case is added or removed', () => {
    const one = validForm({ type: 1, manualCases: [{ key: 'a', id: null, input: '1', output: '1', score: 100, groupNum: null }] });
    const two = addManualCase(one);
    expect(two.manualCases.map((c) => c.score)).toEqual([50, 50]);
    const three = addManualCase(two);
    expect(three.manualCases.map((c) => c.score)).toEqual([33, 33, 34]);
    expect(three.manualCases[2]).toMatchObject({ id: null, input: '', output: '', groupNum: null });
    expect(removeManualCase(three, 'a').manualCases.map((c) => c.score)).toEqual([50, 50]);
    expect(removeManualCase(one, 'a').manualCases).toEqual([]);
  });

  it('leaves ACM cases without scores, and puts a new case into the last group in a subtask mode', () => {
    expect(addManualCase(validForm()).manualCases.map((c) => c.score)).toEqual([null, null]);
    const grouped = validForm({
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      manualCases: [{ key: 'g', id: null, input: '1', output: '1', score: 100, groupNum: 3 }],
    });
    expect(addManualCase(grouped).manualCases.map((c) => [c.score, c.groupNum])).toEqual([
      [50, 3],
      [50, 3],
    ]);
  });

  it('puts cases without a group into group 1 on entering a subtask mode', () => {
    const f = changeCaseMode(validForm({ type: 1 }), 'subtask_average');
    expect(f.manualCases.map((c) => c.groupNum)).toEqual([1]);
  });
});

describe('addTag', () => {
  const known = [tag(1, 'Math'), tag(2, 'Graph')];

  it('takes an existing tag by name ignoring case, else a new one', () => {
    expect(addTag([], 'math', known)).toEqual([{ id: 1, name: 'Math', color: '#123456' }]);
    expect(addTag([], '  DP ', known)).toEqual([{ id: null, name: 'DP', color: null }]);
  });

  it('refuses a duplicate or an empty name', () => {
    const tags = [{ id: 1, name: 'Math', color: null }];
    expect(addTag(tags, 'MATH', known)).toBeNull();
    expect(addTag([{ id: null, name: 'dp', color: null }], 'DP', known)).toBeNull();
    expect(addTag(tags, '   ', known)).toBeNull();
  });
});

describe('uploadedRows', () => {
  it('splits an OI problem’s 100 points evenly and keeps the groups of subtask modes', () => {
    const files = [
      { input: '1.in', output: '1.out', groupNum: 1 },
      { input: '2.in', output: '2.out', groupNum: 1 },
      { input: '3.in', output: '3.out', groupNum: 1 },
    ];
    const rows = uploadedRows(files, validForm({ type: 1, judgeCaseMode: 'subtask_lowest' }), [33, 33, 34]);
    expect(rows.map((r) => [r.input, r.score, r.groupNum])).toEqual([
      ['1.in', 33, 1],
      ['2.in', 33, 1],
      ['3.in', 34, 1],
    ]);
    const acm = uploadedRows(files, validForm(), [33, 33, 34]);
    expect(acm.map((r) => [r.score, r.groupNum])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});
