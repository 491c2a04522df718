import { PROBLEM_LIMITS, ProblemType, isPlainFileName, isSubtaskMode, problemDTO } from '@arbiter/contract';
import { activeCases, checkerSignature, toProblemDTO, type ExtraFile, type ProblemForm } from './model.ts';

/**
 * The problem form's rules, checked before saving so the admin sees them at the field (spec part 3
 * §5 "Group problem form" and "Admin rules"). They mirror the contract's `problemDTO`, which the
 * server enforces; `validateProblemForm` also runs that schema and reports anything it refuses
 * that the rules below missed, so the form never sends what the server would refuse.
 */

export type RuleKey =
  | 'titleRequired'
  | 'titleMax'
  | 'problemIdMax'
  | 'problemIdChars'
  | 'inputRequired'
  | 'outputRequired'
  | 'textMax'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'stackAboveMemory'
  | 'examplesMax'
  | 'tagsMax'
  | 'languagesRequired'
  | 'templateEmpty'
  | 'templateMax'
  | 'checkerCodeRequired'
  | 'checkerNotCompiled'
  | 'casesUploadRequired'
  | 'casesRequired'
  | 'casesMax'
  | 'caseEmpty'
  | 'caseTooLarge'
  | 'caseFileName'
  | 'scoreInvalid'
  | 'groupRequired'
  | 'fileIoNames'
  | 'fileIoPlain'
  | 'fileIoSame'
  | 'extraFileName'
  | 'extraFileContent'
  | 'extraFileTooLarge'
  | 'extraFileDuplicate'
  | 'extraFilesMax'
  | 'server';

export interface FormIssue {
  /** Where the message shows: a field name, `cases`, `cases.3.score`, `templates.7`, `userExtraFile`, … */
  field: string;
  rule: RuleKey;
  params?: Record<string, string | number>;
  /** The schema's own message, for a refusal the rules above did not name. */
  text?: string;
}

const L = PROBLEM_LIMITS;

function isIntIn(value: number | null, min: number, max: number): boolean {
  return value !== null && Number.isInteger(value) && value >= min && value <= max;
}

function checkExtraFiles(files: readonly ExtraFile[], field: string, out: FormIssue[]): void {
  if (files.length > L.extraFilesMax) out.push({ field, rule: 'extraFilesMax', params: { max: L.extraFilesMax } });
  const seen = new Set<string>();
  for (const f of files) {
    const name = f.name.trim();
    if (!isPlainFileName(name)) out.push({ field, rule: 'extraFileName', params: { name, max: L.fileNameMax } });
    else if (seen.has(name)) out.push({ field, rule: 'extraFileDuplicate', params: { name } });
    if (f.content.length === 0) out.push({ field, rule: 'extraFileContent', params: { name } });
    else if (f.content.length > L.extraFileMax) out.push({ field, rule: 'extraFileTooLarge', params: { name, max: L.extraFileMax } });
    seen.add(name);
  }
}

/** The rules of one extra file, for its dialog: name and content required, a plain unique name. */
export function extraFileIssue(file: ExtraFile, others: readonly ExtraFile[]): RuleKey | null {
  const name = file.name.trim();
  if (!isPlainFileName(name)) return 'extraFileName';
  if (others.some((o) => o.name.trim() === name)) return 'extraFileDuplicate';
  if (file.content.length === 0) return 'extraFileContent';
  if (file.content.length > L.extraFileMax) return 'extraFileTooLarge';
  return null;
}

function checkCases(form: ProblemForm, out: FormIssue[]): void {
  const cases = activeCases(form);
  if (cases.length === 0) {
    out.push({ field: 'cases', rule: form.isUploadTestCase ? 'casesUploadRequired' : 'casesRequired' });
    return;
  }
  if (cases.length > L.casesMax) out.push({ field: 'cases', rule: 'casesMax', params: { max: L.casesMax } });
  const oi = form.type === ProblemType.OI;
  const subtask = isSubtaskMode(form.judgeCaseMode);
  cases.forEach((c, i) => {
    const n = i + 1;
    if (form.isUploadTestCase) {
      if (!isPlainFileName(c.input) || !isPlainFileName(c.output))
        out.push({ field: `cases.${i}.data`, rule: 'caseFileName', params: { n } });
    } else if (c.input === '' && c.output === '') {
      out.push({ field: `cases.${i}.data`, rule: 'caseEmpty', params: { n } });
    } else if (c.input.length > L.caseDataMax || c.output.length > L.caseDataMax) {
      out.push({ field: `cases.${i}.data`, rule: 'caseTooLarge', params: { n, max: L.caseDataMax } });
    }
    if (oi && !isIntIn(c.score, 0, L.caseScoreMax))
      out.push({ field: `cases.${i}.score`, rule: 'scoreInvalid', params: { n, max: L.caseScoreMax } });
    if (subtask && !isIntIn(c.groupNum, 1, L.casesMax)) out.push({ field: `cases.${i}.groupNum`, rule: 'groupRequired', params: { n } });
  });
}

/** Every rule the form breaks, in the order of the form. */
export function formIssues(form: ProblemForm): FormIssue[] {
  const out: FormIssue[] = [];
  const id = form.problemId.trim().toUpperCase();
  if (id.length > L.problemIdMax) out.push({ field: 'problemId', rule: 'problemIdMax', params: { max: L.problemIdMax } });
  else if (!/^[A-Z0-9_-]*$/.test(id)) out.push({ field: 'problemId', rule: 'problemIdChars' });

  if (form.title.trim() === '') out.push({ field: 'title', rule: 'titleRequired' });
  else if (form.title.trim().length > L.titleMax) out.push({ field: 'title', rule: 'titleMax', params: { max: L.titleMax } });

  if (!isIntIn(form.timeLimit, 1, L.timeLimitMaxMs)) out.push({ field: 'timeLimit', rule: 'timeLimit', params: { max: L.timeLimitMaxMs } });
  if (!isIntIn(form.memoryLimit, 1, L.memoryLimitMaxMb))
    out.push({ field: 'memoryLimit', rule: 'memoryLimit', params: { max: L.memoryLimitMaxMb } });
  if (!isIntIn(form.stackLimit, 1, L.memoryLimitMaxMb))
    out.push({ field: 'stackLimit', rule: 'stackLimit', params: { max: L.memoryLimitMaxMb } });
  else if (isIntIn(form.memoryLimit, 1, L.memoryLimitMaxMb) && (form.stackLimit ?? 0) > (form.memoryLimit ?? 0)) {
    out.push({ field: 'stackLimit', rule: 'stackAboveMemory' });
  }

  for (const field of ['description', 'input', 'output', 'hint', 'source'] as const) {
    if (form[field].length > L.textMax) out.push({ field, rule: 'textMax', params: { max: L.textMax } });
  }
  if (form.input.trim() === '') out.push({ field: 'input', rule: 'inputRequired' });
  if (form.output.trim() === '') out.push({ field: 'output', rule: 'outputRequired' });
  if (form.examples.length > L.examplesMax) out.push({ field: 'examples', rule: 'examplesMax', params: { max: L.examplesMax } });

  if (form.tags.length > L.tagsMax) out.push({ field: 'tags', rule: 'tagsMax', params: { max: L.tagsMax } });

  if (form.languageIds.length === 0) out.push({ field: 'languages', rule: 'languagesRequired' });
  for (const t of form.templates) {
    if (!form.languageIds.includes(t.lid)) continue;
    if (t.status && t.code.trim() === '') out.push({ field: `templates.${t.lid}`, rule: 'templateEmpty' });
    else if (t.code.length > L.codeTemplateMax)
      out.push({ field: `templates.${t.lid}`, rule: 'templateMax', params: { max: L.codeTemplateMax } });
  }

  if (form.judgeMode !== 'default') {
    if (form.spjCode.trim() === '') out.push({ field: 'spjCode', rule: 'checkerCodeRequired' });
    else if (form.compiledChecker !== checkerSignature(form)) out.push({ field: 'spjCode', rule: 'checkerNotCompiled' });
  }

  checkCases(form, out);

  checkExtraFiles(form.userExtraFiles, 'userExtraFile', out);
  checkExtraFiles(form.judgeExtraFiles, 'judgeExtraFile', out);

  if (form.isFileIO) {
    const read = form.ioReadFileName.trim();
    const write = form.ioWriteFileName.trim();
    if (!read || !write) out.push({ field: 'fileIo', rule: 'fileIoNames' });
    else if (!isPlainFileName(read) || !isPlainFileName(write))
      out.push({ field: 'fileIo', rule: 'fileIoPlain', params: { max: L.fileNameMax } });
    else if (read === write) out.push({ field: 'fileIo', rule: 'fileIoSame' });
  }
  return out;
}

/** Maps a schema issue's path onto the form's field names. */
function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, second, third] = path;
  if (head === 'problem') {
    if (second === 'ioReadFileName' || second === 'ioWriteFileName') return 'fileIo';
    return String(second ?? 'problem');
  }
  if (head === 'samples') return typeof second === 'number' ? `cases.${second}.${third === undefined ? 'data' : String(third)}` : 'cases';
  return String(head ?? 'problem');
}

/**
 * The form's issues; when the rules find none, the contract's schema has the last word (its
 * message is shown as it is).
 */
export function validateProblemForm(form: ProblemForm): FormIssue[] {
  const issues = formIssues(form);
  if (issues.length > 0) return issues;
  const parsed = problemDTO.safeParse(toProblemDTO(form));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: fieldOfPath(issue.path), rule: 'server', text: issue.message }));
}

/** The first issue of a field (or of any field starting with `prefix.`). */
export function issueOf(issues: readonly FormIssue[], field: string): FormIssue | undefined {
  return issues.find((i) => i.field === field);
}

export function hasIssueUnder(issues: readonly FormIssue[], prefix: string): boolean {
  return issues.some((i) => i.field === prefix || i.field.startsWith(`${prefix}.`));
}
