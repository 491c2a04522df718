import { describe, expect, it } from 'vitest';
import { problemDTO } from '@arbiter/contract';
import { checkerSignature, newKey, newProblemForm, toProblemDTO, type CaseRow, type ProblemForm } from './model.ts';
import { extraFileIssue, formIssues, validateProblemForm, type RuleKey } from './validate.ts';
import { lang } from './languageFixture.ts';

const row = (patch: Partial<CaseRow> = {}): CaseRow => ({
  key: newKey(),
  id: null,
  input: '1 2',
  output: '3',
  score: null,
  groupNum: null,
  ...patch,
});

function valid(patch: Partial<ProblemForm> = {}): ProblemForm {
  return {
    ...newProblemForm([lang(1), lang(2)]),
    title: 'Sum',
    input: 'two numbers',
    output: 'the sum',
    isUploadTestCase: false,
    manualCases: [row()],
    ...patch,
  };
}

const rules = (form: ProblemForm): RuleKey[] => formIssues(form).map((i) => i.rule);

describe('validateProblemForm', () => {
  it('passes a complete ACM form, which the contract accepts too', () => {
    const form = valid();
    expect(validateProblemForm(form)).toEqual([]);
    expect(problemDTO.safeParse(toProblemDTO(form)).success).toBe(true);
  });

  it('passes a complete OI subtask form with uploaded files', () => {
    const form = valid({
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      isUploadTestCase: true,
      uploadTestcaseDir: 'dir',
      uploadedCases: [
        row({ input: '1.in', output: '1.out', score: 60, groupNum: 1 }),
        row({ input: '2.in', output: '2.out', score: 40, groupNum: 2 }),
      ],
    });
    expect(validateProblemForm(form)).toEqual([]);
  });

  it('requires the title, input and output descriptions', () => {
    expect(rules(valid({ title: '  ', input: '', output: ' ' }))).toEqual(['titleRequired', 'inputRequired', 'outputRequired']);
  });

  it('checks the problem ID the way the server upper-cases it', () => {
    expect(rules(valid({ problemId: 'abc-1_x' }))).toEqual([]);
    expect(rules(valid({ problemId: 'a b' }))).toEqual(['problemIdChars']);
    expect(rules(valid({ problemId: 'X'.repeat(101) }))).toEqual(['problemIdMax']);
  });

  it('checks the limits, the stack against the memory', () => {
    expect(rules(valid({ timeLimit: null }))).toEqual(['timeLimit']);
    expect(rules(valid({ timeLimit: 30_001 }))).toEqual(['timeLimit']);
    expect(rules(valid({ memoryLimit: 0 }))).toEqual(['memoryLimit']);
    expect(rules(valid({ memoryLimit: 64, stackLimit: 128 }))).toEqual(['stackAboveMemory']);
    expect(rules(valid({ stackLimit: 1.5 }))).toEqual(['stackLimit']);
  });

  it('allows at most two examples and thirty tags', () => {
    const examples = [1, 2, 3].map((n) => ({ input: String(n), output: String(n) }));
    expect(rules(valid({ examples }))).toEqual(['examplesMax']);
    const tags = Array.from({ length: 31 }, (_, i) => ({ id: null, name: `t${i}`, color: null }));
    expect(rules(valid({ tags }))).toEqual(['tagsMax']);
  });

  it('needs a language, and enabled templates of chosen languages not empty', () => {
    expect(rules(valid({ languageIds: [] }))).toEqual(['languagesRequired']);
    expect(rules(valid({ templates: [{ lid: 1, code: '  ', status: true }] }))).toEqual(['templateEmpty']);
    expect(rules(valid({ templates: [{ lid: 1, code: '', status: false }] }))).toEqual([]);
    // A template of a language no longer chosen is not sent, so it does not count.
    expect(rules(valid({ languageIds: [2], templates: [{ lid: 1, code: '', status: true }] }))).toEqual([]);
  });

  it('needs the checker code and a compile after every change', () => {
    expect(rules(valid({ judgeMode: 'spj', spjCode: '' }))).toEqual(['checkerCodeRequired']);
    const spj = valid({ judgeMode: 'interactive', spjCode: 'int main(){}' });
    expect(rules(spj)).toEqual(['checkerNotCompiled']);
    const compiled = { ...spj, compiledChecker: checkerSignature(spj) };
    expect(rules(compiled)).toEqual([]);
    expect(rules({ ...compiled, spjLanguage: 'C++' })).toEqual(['checkerNotCompiled']);
    expect(rules({ ...compiled, judgeMode: 'spj' })).toEqual(['checkerNotCompiled']);
  });

  it('needs test cases: uploaded ones in upload mode, typed ones with data otherwise', () => {
    expect(formIssues(valid({ isUploadTestCase: true })).map((i) => [i.field, i.rule])).toEqual([['cases', 'casesUploadRequired']]);
    expect(rules(valid({ manualCases: [] }))).toEqual(['casesRequired']);
    expect(formIssues(valid({ manualCases: [row(), row({ input: '', output: '' })] })).map((i) => [i.field, i.rule])).toEqual([
      ['cases.1.data', 'caseEmpty'],
    ]);
    expect(rules(valid({ manualCases: [row({ input: '', output: 'only output' })] }))).toEqual([]);
    expect(rules(valid({ isUploadTestCase: true, uploadedCases: [row({ input: '../x.in', output: '1.out' })] }))).toEqual(['caseFileName']);
  });

  it('needs an integer score of at least 0 for OI and a group in subtask modes', () => {
    const oi = valid({ type: 1, manualCases: [row({ score: null }), row({ score: -1 }), row({ score: 2.5 }), row({ score: 0 })] });
    expect(formIssues(oi).map((i) => i.field)).toEqual(['cases.0.score', 'cases.1.score', 'cases.2.score']);
    const subtask = valid({
      type: 1,
      judgeCaseMode: 'subtask_average',
      manualCases: [row({ score: 10, groupNum: null }), row({ score: 10, groupNum: 0 })],
    });
    expect(formIssues(subtask).map((i) => [i.field, i.rule])).toEqual([
      ['cases.0.groupNum', 'groupRequired'],
      ['cases.1.groupNum', 'groupRequired'],
    ]);
    // ACM cases carry no score at all.
    expect(rules(valid({ manualCases: [row({ score: null })] }))).toEqual([]);
  });

  it('needs both file IO names, plain and different', () => {
    expect(rules(valid({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: '' }))).toEqual(['fileIoNames']);
    expect(rules(valid({ isFileIO: true, ioReadFileName: 'a/b', ioWriteFileName: 'out.txt' }))).toEqual(['fileIoPlain']);
    expect(rules(valid({ isFileIO: true, ioReadFileName: 'x.txt', ioWriteFileName: 'x.txt' }))).toEqual(['fileIoSame']);
    expect(rules(valid({ isFileIO: false, ioReadFileName: '', ioWriteFileName: '' }))).toEqual([]);
  });

  it('needs a name and a content for every extra file, names unique', () => {
    expect(rules(valid({ userExtraFiles: [{ name: 'a.txt', content: '' }] }))).toEqual(['extraFileContent']);
    expect(rules(valid({ judgeExtraFiles: [{ name: '', content: 'x' }] }))).toEqual(['extraFileName']);
    expect(
      rules(
        valid({
          userExtraFiles: [
            { name: 'a.txt', content: 'x' },
            { name: 'a.txt', content: 'y' },
          ],
        }),
      ),
    ).toEqual(['extraFileDuplicate']);
  });

  it('reports the schema’s own refusal when the rules above pass it', () => {
    // Two templates for one language: the form never builds it, the contract refuses it.
    const form = valid({
      templates: [
        { lid: 1, code: 'a', status: true },
        { lid: 1, code: 'b', status: true },
      ],
    });
    expect(formIssues(form)).toEqual([]);
    expect(validateProblemForm(form)).toEqual([
      { field: 'codeTemplates', rule: 'server', text: 'Each language can have only one code template' },
    ]);
  });

  it('stops at the cases limit', () => {
    const many = Array.from({ length: 1001 }, () => row());
    expect(rules(valid({ manualCases: many }))).toEqual(['casesMax']);
  });
});

describe('extraFileIssue', () => {
  it('checks one file against the others of its list', () => {
    expect(extraFileIssue({ name: 'a.txt', content: 'x' }, [])).toBeNull();
    expect(extraFileIssue({ name: ' ', content: 'x' }, [])).toBe('extraFileName');
    expect(extraFileIssue({ name: 'a.txt', content: 'x' }, [{ name: 'a.txt', content: 'y' }])).toBe('extraFileDuplicate');
    expect(extraFileIssue({ name: 'a.txt', content: '' }, [])).toBe('extraFileContent');
  });
});
