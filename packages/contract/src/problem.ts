import { z } from 'zod';
import { id, optionalQueryId } from './ids.ts';
import { JUDGE_CASE_MODES, JUDGE_MODES, isSubtaskMode, type JudgeCaseMode } from './judging.ts';
import { FIELD_ZH, customIssue, namedFile, plainFileName, type FieldLabel, type Message } from './messages.ts';

/**
 * The problem bank as the admin back office edits it (hoj-api §4, §13.4; spec part 3 §3–§5):
 * the `ProblemDTO` body with its validation rules, the shapes returned to clients, and the
 * scoring rules both sides need.
 */

export const ProblemType = { ACM: 0, OI: 1 } as const;
export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;

/** The languages a special judge or an interactor may be written in. */
export const SPJ_LANGUAGES = ['C', 'C++'] as const;
/** Keys of the remote judges; own problems use `OWN_OJ`. */
export const REMOTE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE'] as const;
export const OWN_OJ = 'ME';

/**
 * How the special judge or interactor is called: `hoj` (input, user output and answer paths as
 * arguments; exit codes or testlib stderr, hoj-data-and-judge §B.9) or `kattis` (the Kattis output
 * validator protocol: input, answer and a feedback dir as arguments, the output on stdin; exit 42
 * accepted, 43 wrong answer; `judgemessage.txt` and `score.txt` in the feedback dir).
 */
export const CHECKER_PROTOCOLS = ['hoj', 'kattis'] as const;
export type CheckerProtocol = (typeof CHECKER_PROTOCOLS)[number];

export const PROBLEM_LIMITS = {
  problemIdMax: 100,
  titleMax: 255,
  /** Description, input, output, hint, source, examples and checker code. */
  textMax: 200_000,
  timeLimitMaxMs: 30_000,
  memoryLimitMaxMb: 4096,
  examplesMax: 2,
  casesMax: 1000,
  /** A hand-entered case; larger data is uploaded as a zip. */
  caseDataMax: 1_000_000,
  caseScoreMax: 1_000_000,
  tagsMax: 30,
  tagNameMax: 100,
  fileNameMax: 100,
  extraFilesMax: 20,
  extraFileMax: 1_000_000,
  codeTemplateMax: 65_535,
} as const;

/** What a new problem starts with in the form (spec part 3 §9). */
export const PROBLEM_DEFAULTS = {
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: 0,
  auth: ProblemAuth.PUBLIC,
  codeShare: true,
  type: ProblemType.ACM,
  openCaseResult: true,
  isRemoveEndBlank: true,
  spjLanguage: 'C',
  ioScore: 100,
} as const;

const PLAIN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A file name without any directory part: letters, digits, '.', '_' and '-', not starting with '.'. */
export function isPlainFileName(name: string): boolean {
  return name.length <= PROBLEM_LIMITS.fileNameMax && PLAIN_FILE_NAME.test(name);
}

const plainNameMessage = (subject: Message) => plainFileName(subject, PROBLEM_LIMITS.fileNameMax);

/** The refinements' messages, with values known only when validating. */
const ISSUE = {
  extraFilesNotObject: (label: FieldLabel): Message => ({
    en: `${label} must be a JSON object of file name to content`,
    zh: `${FIELD_ZH[label]}必须是由文件名到文件内容的 JSON 对象`,
  }),
  extraFilesTooMany: (label: FieldLabel): Message => ({
    en: `${label} can hold at most ${PROBLEM_LIMITS.extraFilesMax} files`,
    zh: `${FIELD_ZH[label]}最多 ${PROBLEM_LIMITS.extraFilesMax} 个文件`,
  }),
  extraFileName: (label: FieldLabel, name: string): Message => {
    const file = namedFile(label, name);
    return plainNameMessage({ en: file.en, zh: `${file.zh}的文件名` });
  },
  extraFileEmpty: (label: FieldLabel, name: string): Message => {
    const file = namedFile(label, name);
    return { en: `${file.en} needs a content`, zh: `${file.zh}的内容不能为空` };
  },
  extraFileTooLong: (label: FieldLabel, name: string): Message => {
    const file = namedFile(label, name);
    return {
      en: `${file.en} can not exceed ${PROBLEM_LIMITS.extraFileMax} characters`,
      zh: `${file.zh}不能超过 ${PROBLEM_LIMITS.extraFileMax} 个字符`,
    };
  },
  stackAboveMemory: { en: 'The stack limit can not exceed the memory limit', zh: '栈限制不能超过内存限制' },
  fileIoNames: { en: 'File IO needs both the input and the output file names', zh: '开启文件读写时输入与输出文件名都不能为空' },
  fileIoPlain: plainNameMessage({ en: 'A file IO name', zh: '文件读写的文件名' }),
  fileIoSame: { en: 'The input and output file names must differ', zh: '输入与输出文件名不能相同' },
  checkerCodeRequired: (mode: 'spj' | 'interactive'): Message =>
    mode === 'spj'
      ? { en: 'The special judge code is required', zh: '特殊评测程序不能为空' }
      : { en: 'The interactor code is required', zh: '交互程序不能为空' },
  checkerLanguage: (mode: 'spj' | 'interactive'): Message =>
    mode === 'spj'
      ? { en: 'The special judge language must be C or C++', zh: '特殊评测程序的语言只能是 C 或 C++' }
      : { en: 'The interactor language must be C or C++', zh: '交互程序的语言只能是 C 或 C++' },
  ergodicForAcm: {
    en: 'The case mode ergodic_without_error is for ACM problems only',
    zh: '测试点模式 ergodic_without_error 只适用于 ACM 题目',
  },
  subtaskForOi: { en: 'Subtask case modes are for OI problems only', zh: '子任务测试点模式只适用于 OI 题目' },
  uploadCases: { en: 'Please upload the test cases', zh: '请上传测试数据' },
  casesRequired: { en: 'At least one test case is required', zh: '至少需要一个测试点' },
  caseFileName: plainNameMessage({ en: 'A test case file', zh: '测试数据的文件名' }),
  caseEmpty: { en: 'Each test case needs an input or an output', zh: '每个测试点的输入与输出不能都为空' },
  caseTooLarge: {
    en: `A hand-entered test case can not exceed ${PROBLEM_LIMITS.caseDataMax} characters: upload large data as a zip`,
    zh: `手动输入的测试点不能超过 ${PROBLEM_LIMITS.caseDataMax} 个字符，较大的数据请上传压缩包`,
  },
  caseScore: {
    en: `The score of each test case must be an integer from 0 to ${PROBLEM_LIMITS.caseScoreMax}`,
    zh: `每个测试点的分数应为 0 到 ${PROBLEM_LIMITS.caseScoreMax} 之间的整数`,
  },
  caseGroup: {
    en: 'In subtask modes each test case needs a group number (an integer of at least 1)',
    zh: '子任务模式下每个测试点都需要子任务组号（不小于 1 的整数）',
  },
  languagesRequired: { en: 'At least one language is required', zh: '至少选择一种语言' },
  templateTwice: { en: 'Each language can have only one code template', zh: '每种语言只能有一个代码模板' },
  templateLanguage: { en: "A code template must be for one of the problem's languages", zh: '代码模板的语言必须是题目所选的语言之一' },
  templateEmpty: { en: 'An enabled code template can not be empty', zh: '启用的代码模板不能为空' },
  tagTwice: (name: string): Message => ({ en: `Add Tag Error: the tag "${name}" is given twice`, zh: `添加标签失败：标签“${name}”重复` }),
} as const;

/** How many `<input>` blocks an examples string holds. */
export function exampleCount(examples: string | null | undefined): number {
  return examples ? (examples.match(/<input>/g) ?? []).length : 0;
}

// ---------------------------------------------------------------------------------------------
// Scoring rules

export interface ScoredCase {
  score?: number | null;
  groupNum?: number | null;
}

/**
 * The OI total of a problem from its cases (hoj-data-and-judge §B.11): the sum of the scores in
 * the default mode, the sum over groups of the lowest score for subtask_lowest, and the sum over
 * groups of the rounded average for subtask_average. A case without a group is in group 1.
 */
export function ioScoreOf(cases: readonly ScoredCase[], mode: JudgeCaseMode | string): number {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return cases.reduce((sum, c) => sum + (c.score ?? 0), 0);
  const groups = new Map<number, number[]>();
  for (const c of cases) {
    const key = c.groupNum ?? 1;
    const scores = groups.get(key) ?? [];
    scores.push(c.score ?? 0);
    groups.set(key, scores);
  }
  let total = 0;
  for (const scores of groups.values()) {
    total += mode === 'subtask_lowest' ? Math.min(...scores) : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  }
  return total;
}

/** Scores of a new OI problem's cases: `total` split evenly, the remainder as +1 on the last cases (spec part 3 §4). */
export function evenScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - remainder ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// Field builders

const requiredText = (label: string, max: number, trim = false) =>
  z
    .string(`${label} must be text`)
    .nullish()
    .transform((v) => (trim ? (v ?? '').trim() : (v ?? '')))
    .pipe(
      z
        .string()
        .refine((v) => v.trim().length > 0, `${label} is required`)
        .refine((v) => v.length <= max, `${label} can not exceed ${max} characters`),
    );

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .max(max, `${label} can not exceed ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v));

const flag = (label: string, fallback: boolean) =>
  z
    .boolean(`${label} must be true or false`)
    .nullish()
    .transform((v) => v ?? fallback);

const boundedInt = (message: string, min: number, max: number, fallback: number) =>
  z
    .number(message)
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? fallback);

/** A number the client may send as a string from a text box: '' and null mean absent, garbage is NaN. */
const looseNumber = z
  .union([z.number(), z.string()], 'Must be a number')
  .nullish()
  .transform((v) => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'number') return v;
    return v.trim() === '' ? null : Number(v.trim());
  });

/**
 * Extra files (`userExtraFile`, `judgeExtraFile`): a JSON object of file name → content, sent as the
 * JSON text the entity holds or as an object. Kept as JSON text, or null when there is none.
 */
export const extraFiles = (label: FieldLabel) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      let parsed: unknown = value;
      if (value === undefined || value === null || value === '') return null;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = undefined;
        }
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        customIssue(ctx, ISSUE.extraFilesNotObject(label));
        return z.NEVER;
      }
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.length === 0) return null;
      if (entries.length > PROBLEM_LIMITS.extraFilesMax) {
        customIssue(ctx, ISSUE.extraFilesTooMany(label));
        return z.NEVER;
      }
      for (const [name, content] of entries) {
        if (!isPlainFileName(name)) {
          customIssue(ctx, ISSUE.extraFileName(label, name));
          return z.NEVER;
        }
        if (typeof content !== 'string' || content.length === 0) {
          customIssue(ctx, ISSUE.extraFileEmpty(label, name));
          return z.NEVER;
        }
        if (content.length > PROBLEM_LIMITS.extraFileMax) {
          customIssue(ctx, ISSUE.extraFileTooLong(label, name));
          return z.NEVER;
        }
      }
      return JSON.stringify(Object.fromEntries(entries));
    });

const fileIoName = (label: string) =>
  z
    .string(`${label} must be text`)
    .nullish()
    .transform((v) => (v ?? '').trim() || null);

// ---------------------------------------------------------------------------------------------
// ProblemDTO

const L = PROBLEM_LIMITS;

const timeLimitMessage = `The time limit must be an integer from 1 to ${L.timeLimitMaxMs} (ms)`;
const memoryLimitMessage = `The memory limit must be an integer from 1 to ${L.memoryLimitMaxMb} (MB)`;
const stackLimitMessage = `The stack limit must be an integer from 1 to ${L.memoryLimitMaxMb} (MB)`;

/** The `problem` part of a ProblemDTO. Server-kept fields (author, ioScore, caseVersion, ...) are ignored. */
export const problemInput = z
  .object({
    id: id('The problem id').nullish(),
    /** The group of a group problem (POST/PUT /api/group/problem); the site bank ignores it. */
    gid: id('The group id').nullish(),
    problemId: z
      .string('The problem ID must be text')
      .nullish()
      .transform((v) => (v ?? '').trim().toUpperCase())
      .pipe(
        z
          .string()
          .max(L.problemIdMax, `The problem ID can not exceed ${L.problemIdMax} characters`)
          .regex(/^[A-Z0-9_-]*$/, "The problem ID may hold only letters, digits, '-' and '_'"),
      ),
    title: requiredText('Title', L.titleMax, true),
    description: optionalText('Description', L.textMax),
    input: requiredText('Input description', L.textMax),
    output: requiredText('Output description', L.textMax),
    examples: optionalText('Examples', L.textMax).refine((v) => exampleCount(v) <= L.examplesMax, `At most ${L.examplesMax} examples`),
    hint: optionalText('Hint', L.textMax),
    source: optionalText('Source', L.textMax),
    type: z
      .literal([ProblemType.ACM, ProblemType.OI], 'The problem type must be 0 (ACM) or 1 (OI)')
      .nullish()
      .transform((v) => v ?? PROBLEM_DEFAULTS.type),
    timeLimit: boundedInt(timeLimitMessage, 1, L.timeLimitMaxMs, PROBLEM_DEFAULTS.timeLimit),
    memoryLimit: boundedInt(memoryLimitMessage, 1, L.memoryLimitMaxMb, PROBLEM_DEFAULTS.memoryLimit),
    stackLimit: boundedInt(stackLimitMessage, 1, L.memoryLimitMaxMb, PROBLEM_DEFAULTS.stackLimit),
    difficulty: z
      .literal([0, 1, 2], 'The difficulty must be 0 (easy), 1 (mid) or 2 (hard)')
      .nullish()
      .transform((v) => v ?? PROBLEM_DEFAULTS.difficulty),
    auth: z
      .literal(
        [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST],
        'The problem auth must be 1 (public), 2 (private) or 3 (contest)',
      )
      .nullish()
      .transform((v) => v ?? PROBLEM_DEFAULTS.auth),
    codeShare: flag('Code sharing', PROBLEM_DEFAULTS.codeShare),
    isRemoveEndBlank: flag('Removing end blanks', PROBLEM_DEFAULTS.isRemoveEndBlank),
    openCaseResult: flag('Opening case results', PROBLEM_DEFAULTS.openCaseResult),
    judgeMode: z.enum(JUDGE_MODES, 'The judge mode must be default, spj or interactive').nullish(),
    judgeCaseMode: z
      .enum(JUDGE_CASE_MODES, 'The case mode must be default, ergodic_without_error, subtask_lowest or subtask_average')
      .nullish()
      .transform((v): JudgeCaseMode => v ?? 'default'),
    spjCode: optionalText('The special judge code', L.textMax),
    spjLanguage: z.string('The special judge language must be text').nullish(),
    /** Absent: a new problem takes `hoj`, an edited one keeps its protocol. */
    checkerProtocol: z
      .enum(CHECKER_PROTOCOLS, 'The checker protocol must be hoj or kattis')
      .nullish()
      .transform((v) => v ?? undefined),
    userExtraFile: extraFiles('User extra file'),
    judgeExtraFile: extraFiles('Judge extra file'),
    isFileIO: flag('File IO', false),
    ioReadFileName: fileIoName('The input file name'),
    ioWriteFileName: fileIoName('The output file name'),
  })
  .superRefine((p, ctx) => {
    if (p.stackLimit > p.memoryLimit) {
      customIssue(ctx, ISSUE.stackAboveMemory, ['stackLimit']);
    }
    if (p.isFileIO) {
      if (!p.ioReadFileName || !p.ioWriteFileName) {
        customIssue(ctx, ISSUE.fileIoNames, ['ioReadFileName']);
      } else if (!isPlainFileName(p.ioReadFileName) || !isPlainFileName(p.ioWriteFileName)) {
        customIssue(ctx, ISSUE.fileIoPlain, ['ioReadFileName']);
      } else if (p.ioReadFileName === p.ioWriteFileName) {
        customIssue(ctx, ISSUE.fileIoSame, ['ioWriteFileName']);
      }
    }
  });

/** One test case of the form: literal data when hand-entered, file names when uploaded. */
export const problemSampleInput = z.object({
  id: id('The test case id').nullish(),
  input: z
    .string('The test case input must be text')
    .nullish()
    .transform((v) => v ?? ''),
  output: z
    .string('The test case output must be text')
    .nullish()
    .transform((v) => v ?? ''),
  score: looseNumber,
  groupNum: looseNumber,
});

export const languageRef = z.object({
  id: id('The language id'),
});

export const tagInput = z.object({
  /** null: a new tag, created on save. */
  id: id('The tag id').nullish(),
  name: requiredText('Tag name', L.tagNameMax, true),
  color: z
    .string('The tag colour must be text')
    .max(32, 'The tag colour can not exceed 32 characters')
    .nullish()
    .transform((v) => v?.trim() || null),
});

export const codeTemplateInput = z.object({
  id: id('The code template id').nullish(),
  lid: id('The language of a code template'),
  code: z
    .string('The code template must be text')
    .max(L.codeTemplateMax, `A code template can not exceed ${L.codeTemplateMax} characters`)
    .nullish()
    .transform((v) => v ?? ''),
  status: flag('The code template status', true),
});

/**
 * The body of POST/PUT /api/admin/problem (hoj-api §13.4) with the form rules of spec part 3 §5.
 * The parsed value is normalised: the judge mode is resolved into `problem`, checker fields are
 * cleared outside spj/interactive, case scores are kept for OI only and group numbers for
 * subtask modes only, and languages become their unique ids.
 */
export const problemDTO = z
  .object({
    problem: problemInput,
    samples: z
      .array(problemSampleInput, 'The test cases must be a list')
      .max(L.casesMax, `A problem can have at most ${L.casesMax} test cases`)
      .nullish()
      .transform((v) => v ?? []),
    isUploadTestCase: flag('isUploadTestCase', true),
    /** The `fileListDir` answered by upload-testcase-zip. */
    uploadTestcaseDir: z
      .string('The upload id must be text')
      .max(200)
      .nullish()
      .transform((v) => v?.trim() || null),
    judgeMode: z.enum(JUDGE_MODES, 'The judge mode must be default, spj or interactive').nullish(),
    changeModeCode: z.boolean().nullish(),
    changeJudgeCaseMode: z.boolean().nullish(),
    languages: z
      .array(languageRef, 'The languages must be a list')
      .nullish()
      .transform((v) => v ?? []),
    tags: z
      .array(tagInput, 'The tags must be a list')
      .max(L.tagsMax, `A problem can have at most ${L.tagsMax} tags`)
      .nullish()
      .transform((v) => v ?? []),
    codeTemplates: z
      .array(codeTemplateInput, 'The code templates must be a list')
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((dto, ctx) => {
    const issue = (message: Message, path: PropertyKey[]) => customIssue(ctx, message, path);
    const p = dto.problem;
    const mode = dto.judgeMode ?? p.judgeMode ?? 'default';
    if (mode !== 'default') {
      if (!p.spjCode) return issue(ISSUE.checkerCodeRequired(mode), ['problem', 'spjCode']);
      if (!(SPJ_LANGUAGES as readonly (string | null | undefined)[]).includes(p.spjLanguage)) {
        return issue(ISSUE.checkerLanguage(mode), ['problem', 'spjLanguage']);
      }
    }
    if (p.judgeCaseMode === 'ergodic_without_error' && p.type !== ProblemType.ACM) {
      return issue(ISSUE.ergodicForAcm, ['problem', 'judgeCaseMode']);
    }
    if (isSubtaskMode(p.judgeCaseMode) && p.type !== ProblemType.OI) {
      return issue(ISSUE.subtaskForOi, ['problem', 'judgeCaseMode']);
    }

    if (dto.samples.length === 0) {
      return issue(dto.isUploadTestCase ? ISSUE.uploadCases : ISSUE.casesRequired, ['samples']);
    }
    for (const [i, s] of dto.samples.entries()) {
      if (dto.isUploadTestCase) {
        if (!isPlainFileName(s.input) || !isPlainFileName(s.output)) return issue(ISSUE.caseFileName, ['samples', i]);
      } else {
        if (s.input.length === 0 && s.output.length === 0) return issue(ISSUE.caseEmpty, ['samples', i]);
        if (s.input.length > L.caseDataMax || s.output.length > L.caseDataMax) {
          return issue(ISSUE.caseTooLarge, ['samples', i]);
        }
      }
      if (p.type === ProblemType.OI) {
        const score = s.score;
        if (score === null || !Number.isInteger(score) || score < 0 || score > L.caseScoreMax) {
          return issue(ISSUE.caseScore, ['samples', i, 'score']);
        }
      }
      if (isSubtaskMode(p.judgeCaseMode)) {
        const group = s.groupNum;
        if (group === null || !Number.isInteger(group) || group < 1 || group > L.casesMax)
          return issue(ISSUE.caseGroup, ['samples', i, 'groupNum']);
      }
    }

    if (dto.languages.length === 0) return issue(ISSUE.languagesRequired, ['languages']);
    const lids = new Set(dto.languages.map((l) => l.id));
    const templateLids = new Set<number>();
    for (const [i, t] of dto.codeTemplates.entries()) {
      if (templateLids.has(t.lid)) return issue(ISSUE.templateTwice, ['codeTemplates', i]);
      templateLids.add(t.lid);
      if (!lids.has(t.lid)) return issue(ISSUE.templateLanguage, ['codeTemplates', i]);
      if (t.status && t.code.trim() === '') return issue(ISSUE.templateEmpty, ['codeTemplates', i]);
    }

    const tagKeys = new Set<string>();
    for (const [i, t] of dto.tags.entries()) {
      const keys = [`name:${t.name.toLowerCase()}`, ...(t.id ? [`id:${t.id}`] : [])];
      if (keys.some((k) => tagKeys.has(k))) return issue(ISSUE.tagTwice(t.name), ['tags', i]);
      keys.forEach((k) => tagKeys.add(k));
    }
  })
  .transform((dto) => {
    const judgeMode = dto.judgeMode ?? dto.problem.judgeMode ?? 'default';
    const checker = judgeMode !== 'default';
    const oi = dto.problem.type === ProblemType.OI;
    const subtask = isSubtaskMode(dto.problem.judgeCaseMode);
    return {
      problem: {
        ...dto.problem,
        judgeMode,
        spjCode: checker ? dto.problem.spjCode : null,
        spjLanguage: checker ? (dto.problem.spjLanguage ?? null) : null,
        ioReadFileName: dto.problem.isFileIO ? dto.problem.ioReadFileName : null,
        ioWriteFileName: dto.problem.isFileIO ? dto.problem.ioWriteFileName : null,
      },
      samples: dto.samples.map((s) => ({
        id: s.id ?? null,
        input: s.input,
        output: s.output,
        score: oi ? s.score : null,
        groupNum: subtask ? (s.groupNum ?? 1) : 1,
      })),
      isUploadTestCase: dto.isUploadTestCase,
      uploadTestcaseDir: dto.uploadTestcaseDir,
      /** The client says the checker changed: it must have compiled, like one that differs from the stored checker. */
      changeModeCode: checker && dto.changeModeCode === true,
      languages: [...new Set(dto.languages.map((l) => l.id))],
      tags: dto.tags.map((t) => ({ id: t.id ?? null, name: t.name, color: t.color })),
      codeTemplates: dto.codeTemplates.map((t) => ({ lid: t.lid, code: t.code, status: t.status })),
    };
  });
/** What the client sends. */
export type ProblemDTO = z.input<typeof problemDTO>;
/** What the server saves: the DTO checked and normalised. */
export type ProblemSave = z.output<typeof problemDTO>;

// ---------------------------------------------------------------------------------------------
// Queries and small bodies

const pageField = z.coerce.number().int().optional().catch(undefined);

export const adminProblemListQuery = z.object({
  currentPage: pageField,
  limit: pageField,
  /** Matches the problem ID, the title or the author. */
  keyword: z.string().trim().max(255).optional().catch(undefined),
  /** 0 or absent: every auth; any number besides a problem's auth (smallint in the table) is no filter either. */
  auth: z.coerce.number().int().min(0).max(ProblemAuth.CONTEST).optional().catch(undefined),
  /** "All" or absent: every problem; a remote judge key: its problems; anything else: own problems. */
  oj: z.string().trim().max(16).optional().catch(undefined),
});

export const problemPidQuery = z.object({
  pid: id('The problem id'),
});

export const problemCasesQuery = problemPidQuery.extend({
  isUpload: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v !== 'false'),
});

export const changeProblemAuthRequest = z.object({
  id: id('The problem id'),
  auth: z.literal(
    [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST],
    'The problem auth must be 1 (public), 2 (private) or 3 (contest)',
  ),
});

export const uploadTestcaseZipQuery = z.object({
  mode: z
    .enum(JUDGE_CASE_MODES, 'The case mode must be default, ergodic_without_error, subtask_lowest or subtask_average')
    .optional()
    .transform((v): JudgeCaseMode => v ?? 'default'),
  gid: optionalQueryId('The group id'),
});

// ---------------------------------------------------------------------------------------------
// Shapes returned to clients

/** The problem entity (hoj-api §4), as admin calls and the problem detail return it. */
export interface Problem {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** MB */
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  isRemote: boolean;
  source: string | null;
  difficulty: number;
  hint: string | null;
  auth: number;
  ioScore: number;
  codeShare: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  /** How the special judge or interactor is called. */
  checkerProtocol: CheckerProtocol;
  /** JSON text `{name: content}`. */
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isUploadCase: boolean;
  caseVersion: string;
  modifiedUser: string | null;
  isGroup: boolean;
  gid: number | null;
  applyPublicProgress: number | null;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A test case: file names when uploaded, the data itself when hand-entered. */
export interface ProblemCase {
  id: number;
  pid: number;
  input: string;
  output: string;
  /** Bytes of the stored (LF-normalised) data. */
  inputSize: number;
  outputSize: number;
  score: number | null;
  groupNum: number;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface Language {
  id: number;
  contentType: string | null;
  description: string | null;
  name: string;
  compileCommand: string | null;
  template: string | null;
  codeTemplate: string | null;
  isSpj: boolean;
  oj: string;
  seq: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface CodeTemplate {
  id: number;
  pid: number;
  lid: number;
  code: string;
  status: boolean;
  gmtCreate: string;
  gmtModified: string;
}

export interface Tag {
  id: number;
  name: string;
  color: string | null;
  oj: string;
  gid: number | null;
  tcid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** One pair found in an uploaded zip. */
export interface UploadedTestcase {
  input: string;
  output: string;
  /** 1 in subtask modes, absent otherwise. */
  groupNum?: number;
}

export interface UploadTestcaseZipVO {
  fileList: UploadedTestcase[];
  /** Pass back as `uploadTestcaseDir` when saving the problem (valid for two hours). */
  fileListDir: string;
}

/** What POST /api/admin/problem answers. */
export interface CreatedProblemVO {
  pid: number;
  problemId: string;
}
