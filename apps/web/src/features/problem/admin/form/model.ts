import {
  PROBLEM_DEFAULTS,
  ProblemType,
  evenScores,
  isJudgeCaseMode,
  isJudgeMode,
  isSubtaskMode,
  type CodeTemplate,
  type JudgeCaseMode,
  type JudgeMode,
  type Language,
  type Problem,
  type ProblemCase,
  type ProblemDTO,
  type Tag,
} from '@arbiter/contract';
import { parseExamples } from '../../components/samples.ts';
import { parseExtraFiles, type ExtraFile } from '../../components/extraFiles.ts';

/**
 * The problem form's state (spec part 3 §5, hoj-api §13.4 `ProblemDTO`): what the admin edits,
 * how it is read from a stored problem and how it becomes the body of POST/PUT /api/admin/problem.
 * Pure: the screens hold a `ProblemForm` and change it through these helpers.
 */

export type { ExtraFile };

export interface ExampleRow {
  input: string;
  output: string;
}

/** A test case row: literal data when entered by hand, file names when uploaded. */
export interface CaseRow {
  /** Stable React key. */
  key: string;
  /** The stored case it continues (edit), so unchanged cases keep their ids. */
  id: number | null;
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

export interface TagChoice {
  /** null: a new tag, created when the problem is saved. */
  id: number | null;
  name: string;
  color: string | null;
}

export interface TemplateRow {
  lid: number;
  code: string;
  status: boolean;
}

export type CheckerLanguage = 'C' | 'C++';

export interface ProblemForm {
  id: number | null;
  problemId: string;
  title: string;
  timeLimit: number | null;
  memoryLimit: number | null;
  stackLimit: number | null;
  difficulty: number;
  auth: number;
  codeShare: boolean;
  type: number;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: ExampleRow[];
  tags: TagChoice[];
  languageIds: number[];
  templates: TemplateRow[];
  judgeMode: JudgeMode;
  spjCode: string;
  spjLanguage: CheckerLanguage;
  /** `checkerSignature` of the checker last compiled (or stored): a changed checker must compile again. */
  compiledChecker: string | null;
  judgeCaseMode: JudgeCaseMode;
  isUploadTestCase: boolean;
  manualCases: CaseRow[];
  uploadedCases: CaseRow[];
  /** `fileListDir` of a new upload; null keeps the stored files. */
  uploadTestcaseDir: string | null;
  userExtraFiles: ExtraFile[];
  judgeExtraFiles: ExtraFile[];
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  /** Stored fields this form does not edit (e.g. an imported package's checker protocol), sent back unchanged. */
  passthrough: Record<string, unknown>;
}

let keySeq = 0;
export function newKey(): string {
  keySeq += 1;
  return `case-${keySeq}`;
}

/** A blank form; `auth` is the creator's starting auth (see `newProblemAuth`: plain admins may not publish). */
export function newProblemForm(languages: readonly Language[] = [], auth: number = PROBLEM_DEFAULTS.auth): ProblemForm {
  const d = PROBLEM_DEFAULTS;
  return {
    id: null,
    problemId: '',
    title: '',
    timeLimit: d.timeLimit,
    memoryLimit: d.memoryLimit,
    stackLimit: d.stackLimit,
    difficulty: d.difficulty,
    auth,
    codeShare: d.codeShare,
    type: d.type,
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: [{ input: '', output: '' }],
    tags: [],
    // A new problem accepts every language of the site until the admin narrows it.
    languageIds: languages.map((l) => l.id),
    templates: [],
    judgeMode: 'default',
    spjCode: '',
    spjLanguage: d.spjLanguage,
    compiledChecker: null,
    judgeCaseMode: 'default',
    isUploadTestCase: true,
    manualCases: [],
    uploadedCases: [],
    uploadTestcaseDir: null,
    userExtraFiles: [],
    judgeExtraFiles: [],
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    isRemoveEndBlank: d.isRemoveEndBlank,
    openCaseResult: d.openCaseResult,
    passthrough: {},
  };
}

/** What identifies a checker for the "changed, so compile again" rule. */
export function checkerSignature(form: Pick<ProblemForm, 'judgeMode' | 'spjLanguage' | 'spjCode'>): string {
  return `${form.judgeMode}\u0000${form.spjLanguage}\u0000${form.spjCode}`;
}

/** Fields of `Problem` the form reads itself; everything else is passed through on save. */
const FORM_FIELDS = new Set<string>([
  'id',
  'problemId',
  'title',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'difficulty',
  'auth',
  'codeShare',
  'type',
  'description',
  'input',
  'output',
  'hint',
  'source',
  'examples',
  'judgeMode',
  'judgeCaseMode',
  'spjCode',
  'spjLanguage',
  'userExtraFile',
  'judgeExtraFile',
  'isFileIO',
  'ioReadFileName',
  'ioWriteFileName',
  'isRemoveEndBlank',
  'openCaseResult',
]);
/** Kept by the server: never sent back. */
const SERVER_FIELDS = new Set<string>([
  'author',
  'isRemote',
  'ioScore',
  'isUploadCase',
  'caseVersion',
  'modifiedUser',
  'isGroup',
  'gid',
  'applyPublicProgress',
  'gmtCreate',
  'gmtModified',
]);

function toCaseRow(c: ProblemCase): CaseRow {
  return { key: newKey(), id: c.id, input: c.input, output: c.output, score: c.score, groupNum: c.groupNum };
}

export interface StoredProblem {
  problem: Problem;
  cases: readonly ProblemCase[];
  languages: readonly Language[];
  templates: readonly CodeTemplate[];
  tags: readonly Tag[];
}

/** The form of a stored problem (the edit page). */
export function formFromProblem({ problem: p, cases, languages, templates, tags }: StoredProblem): ProblemForm {
  const judgeMode: JudgeMode = isJudgeMode(p.judgeMode) ? p.judgeMode : 'default';
  const spjLanguage: CheckerLanguage = p.spjLanguage === 'C++' ? 'C++' : 'C';
  const rows = cases.map(toCaseRow);
  const passthrough = Object.fromEntries(Object.entries(p).filter(([k]) => !FORM_FIELDS.has(k) && !SERVER_FIELDS.has(k)));
  const base = newProblemForm();
  const form: ProblemForm = {
    ...base,
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    auth: p.auth,
    codeShare: p.codeShare,
    type: p.type,
    description: p.description ?? '',
    input: p.input ?? '',
    output: p.output ?? '',
    hint: p.hint ?? '',
    source: p.source ?? '',
    examples: parseExamples(p.examples),
    tags: tags.map((t) => ({ id: t.id, name: t.name, color: t.color })),
    languageIds: languages.map((l) => l.id),
    templates: templates.map((t) => ({ lid: t.lid, code: t.code, status: t.status })),
    judgeMode,
    spjCode: p.spjCode ?? '',
    spjLanguage,
    judgeCaseMode: isJudgeCaseMode(p.judgeCaseMode) ? p.judgeCaseMode : 'default',
    isUploadTestCase: p.isUploadCase,
    manualCases: p.isUploadCase ? [] : rows,
    uploadedCases: p.isUploadCase ? rows : [],
    uploadTestcaseDir: null,
    userExtraFiles: parseExtraFiles(p.userExtraFile),
    judgeExtraFiles: parseExtraFiles(p.judgeExtraFile),
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName ?? '',
    ioWriteFileName: p.ioWriteFileName ?? '',
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    passthrough,
  };
  // A stored checker was compiled when it was saved.
  form.compiledChecker = judgeMode === 'default' ? null : checkerSignature(form);
  return form;
}

// ---------------------------------------------------------------------------------------------
// Changes that keep the form consistent

/** Case modes allowed for a problem type: ergodic for ACM, the subtask modes for OI. */
export function caseModesFor(type: number): JudgeCaseMode[] {
  return type === ProblemType.OI ? ['default', 'subtask_lowest', 'subtask_average'] : ['default', 'ergodic_without_error'];
}

/** The cases the save will send: the uploaded ones or the hand-entered ones. */
export function activeCases(form: ProblemForm): CaseRow[] {
  return form.isUploadTestCase ? form.uploadedCases : form.manualCases;
}

export function withActiveCases(form: ProblemForm, cases: CaseRow[]): ProblemForm {
  return form.isUploadTestCase ? { ...form, uploadedCases: cases } : { ...form, manualCases: cases };
}

/** 100 points split evenly over the cases, the remainder as +1 on the last ones (spec part 3 §4). */
function splitEvenly(rows: CaseRow[]): CaseRow[] {
  const scores = evenScores(rows.length);
  return rows.map((c, i) => ({ ...c, score: scores[i] ?? 0 }));
}

/** Cases without any score get the even split; scores already given are kept. */
function scoredEvenly(rows: CaseRow[]): CaseRow[] {
  return rows.some((c) => c.score !== null) ? rows : splitEvenly(rows);
}

/** After a hand-entered case is added or removed an OI problem's 100 points are split again, as the original form does. */
function withManualCases(form: ProblemForm, rows: CaseRow[]): ProblemForm {
  return { ...form, manualCases: form.type === ProblemType.OI ? splitEvenly(rows) : rows };
}

/** Adds an empty hand-entered case; in a subtask mode it joins the last case's group. */
export function addManualCase(form: ProblemForm): ProblemForm {
  const last = form.manualCases[form.manualCases.length - 1];
  const groupNum = isSubtaskMode(form.judgeCaseMode) ? (last?.groupNum ?? 1) : null;
  return withManualCases(form, [...form.manualCases, { key: newKey(), id: null, input: '', output: '', score: null, groupNum }]);
}

export function removeManualCase(form: ProblemForm, key: string): ProblemForm {
  return withManualCases(
    form,
    form.manualCases.filter((c) => c.key !== key),
  );
}

/** Switching ACM/OI drops a case mode the new type does not allow; cases becoming OI without scores share 100 points. */
export function changeType(form: ProblemForm, type: number): ProblemForm {
  const modes = caseModesFor(type);
  const next = { ...form, type, judgeCaseMode: modes.includes(form.judgeCaseMode) ? form.judgeCaseMode : 'default' };
  if (type !== ProblemType.OI) return next;
  return { ...next, manualCases: scoredEvenly(form.manualCases), uploadedCases: scoredEvenly(form.uploadedCases) };
}

/** Entering a subtask mode puts every case without a group into group 1. */
export function changeCaseMode(form: ProblemForm, mode: JudgeCaseMode): ProblemForm {
  if (!isSubtaskMode(mode)) return { ...form, judgeCaseMode: mode };
  const grouped = (rows: CaseRow[]) => rows.map((c) => (c.groupNum ? c : { ...c, groupNum: 1 }));
  return { ...form, judgeCaseMode: mode, manualCases: grouped(form.manualCases), uploadedCases: grouped(form.uploadedCases) };
}

/** Adds a tag unless it is already there (by id, or by name ignoring case); null means refused ('Add Tag Error'). */
export function addTag(tags: readonly TagChoice[], name: string, known: readonly Tag[]): TagChoice[] | null {
  const wanted = name.trim();
  if (!wanted) return null;
  const existing = known.find((t) => t.name.toLowerCase() === wanted.toLowerCase());
  const choice: TagChoice = existing
    ? { id: existing.id, name: existing.name, color: existing.color }
    : { id: null, name: wanted, color: null };
  const duplicate = tags.some((t) => t.name.toLowerCase() === choice.name.toLowerCase() || (choice.id !== null && t.id === choice.id));
  return duplicate ? null : [...tags, choice];
}

/** The cases of a fresh upload; an OI problem's 100 points are split evenly at once. */
export function uploadedRows(
  fileList: readonly { input: string; output: string; groupNum?: number }[],
  form: ProblemForm,
  scores: number[],
): CaseRow[] {
  const subtask = isSubtaskMode(form.judgeCaseMode);
  return fileList.map((f, i) => ({
    key: newKey(),
    id: null,
    input: f.input,
    output: f.output,
    score: form.type === ProblemType.OI ? (scores[i] ?? 0) : null,
    groupNum: subtask ? (f.groupNum ?? 1) : null,
  }));
}

// ---------------------------------------------------------------------------------------------
// The body of the save

/** The examples string: `<input>…</input><output>…</output>` per example; empty examples are left out. */
export function examplesText(examples: readonly ExampleRow[]): string {
  return examples
    .filter((e) => e.input !== '' || e.output !== '')
    .map((e) => `<input>${e.input}</input><output>${e.output}</output>`)
    .join('');
}

function filesJson(files: readonly ExtraFile[]): Record<string, string> | null {
  return files.length > 0 ? Object.fromEntries(files.map((f) => [f.name.trim(), f.content])) : null;
}

export function judgeExtraFilesOf(form: ProblemForm): Record<string, string> | null {
  return filesJson(form.judgeExtraFiles);
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The ProblemDTO the server validates with the same rules (contract `problemDTO`). */
export function toProblemDTO(form: ProblemForm): ProblemDTO {
  const oi = form.type === ProblemType.OI;
  const subtask = isSubtaskMode(form.judgeCaseMode);
  const checker = form.judgeMode !== 'default';
  const lids = new Set(form.languageIds);
  return {
    problem: {
      ...form.passthrough,
      ...(form.id !== null ? { id: form.id } : {}),
      problemId: form.problemId,
      title: form.title,
      description: orNull(form.description),
      input: form.input,
      output: form.output,
      examples: orNull(examplesText(form.examples)),
      hint: orNull(form.hint),
      source: orNull(form.source),
      type: form.type as 0 | 1,
      timeLimit: form.timeLimit,
      memoryLimit: form.memoryLimit,
      stackLimit: form.stackLimit,
      difficulty: form.difficulty as 0 | 1 | 2,
      auth: form.auth as 1 | 2 | 3,
      codeShare: form.codeShare,
      isRemoveEndBlank: form.isRemoveEndBlank,
      openCaseResult: form.openCaseResult,
      judgeMode: form.judgeMode,
      judgeCaseMode: form.judgeCaseMode,
      spjCode: checker ? form.spjCode : null,
      spjLanguage: checker ? form.spjLanguage : null,
      userExtraFile: filesJson(form.userExtraFiles),
      judgeExtraFile: filesJson(form.judgeExtraFiles),
      isFileIO: form.isFileIO,
      ioReadFileName: form.isFileIO ? form.ioReadFileName.trim() : null,
      ioWriteFileName: form.isFileIO ? form.ioWriteFileName.trim() : null,
    },
    samples: activeCases(form).map((c) => ({
      ...(c.id !== null ? { id: c.id } : {}),
      input: c.input,
      output: c.output,
      score: oi ? c.score : null,
      groupNum: subtask ? c.groupNum : null,
    })),
    isUploadTestCase: form.isUploadTestCase,
    uploadTestcaseDir: form.isUploadTestCase ? form.uploadTestcaseDir : null,
    judgeMode: form.judgeMode,
    changeModeCode: checker && form.compiledChecker !== checkerSignature(form),
    changeJudgeCaseMode: null,
    languages: form.languageIds.map((id) => ({ id })),
    tags: form.tags.map((t) => ({ id: t.id, name: t.name, color: t.color })),
    // Only templates of chosen languages; an empty disabled template is no template at all.
    codeTemplates: form.templates.filter((t) => lids.has(t.lid) && (t.status || t.code.trim() !== '')),
  };
}
