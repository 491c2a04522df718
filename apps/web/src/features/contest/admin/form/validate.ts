import { AwardType, ContestAuth, adminContestBody } from '@arbiter/contract';
import { durationSeconds, extraAccountsOf, toContestBody, type ContestForm } from './model.ts';

/**
 * The contest form's rules, checked before saving (spec part 3 §5 "Contest form" and "Admin
 * rules"), in the spec's order: title, description, start time, end time, a duration above 0, the
 * password of a contest that is not public; then the account rule and the awards in the form's
 * order. When they all pass, the contract's `adminContestBody` (which the server enforces) has
 * the last word, so the form never sends what the server would refuse.
 */

type ContestRule =
  | 'titleRequired'
  | 'titleMax'
  | 'descriptionRequired'
  | 'descriptionMax'
  | 'startRequired'
  | 'endRequired'
  | 'durationPositive'
  | 'passwordRequired'
  | 'accountRuleEmpty'
  | 'accountRangeIncomplete'
  | 'accountRangeOrder'
  | 'awardsRequired'
  | 'awardName'
  | 'awardPriority'
  | 'awardPriorityDuplicate'
  | 'awardNum'
  | 'awardPercentOver'
  | 'server';

export interface ContestIssue {
  /** Where the message shows: a field name, or `awards.<index>.<field>`. */
  field: string;
  rule: ContestRule;
  params?: Record<string, string | number>;
  /** The schema's own message, for a refusal the rules above did not name. */
  text?: string;
}

const CONTEST_LIMITS = { titleMax: 255, descriptionMax: 65_535, awardPriorityMax: 100, awardNumMax: 100_000 } as const;

const isIntIn = (v: number | null, min: number, max: number): boolean => v !== null && Number.isInteger(v) && v >= min && v <= max;

function checkAccountLimit(form: ContestForm, out: ContestIssue[]): void {
  if (!form.openAccountLimit) return;
  const { numberFrom, numberTo, extraAccounts } = form.accountLimit;
  if ((numberFrom === null) !== (numberTo === null)) out.push({ field: 'accountLimit', rule: 'accountRangeIncomplete' });
  else if (numberFrom !== null && numberTo !== null && numberFrom > numberTo)
    out.push({ field: 'accountLimit', rule: 'accountRangeOrder' });
  else if (numberFrom === null && extraAccountsOf(extraAccounts).length === 0)
    out.push({ field: 'accountLimit', rule: 'accountRuleEmpty' });
}

function checkAwards(form: ContestForm, out: ContestIssue[]): void {
  if (form.awardType === AwardType.NONE) return;
  if (form.awards.length === 0) {
    out.push({ field: 'awards', rule: 'awardsRequired' });
    return;
  }
  const percent = form.awardType === AwardType.PROPORTION;
  const numMax = percent ? 100 : CONTEST_LIMITS.awardNumMax;
  const seen = new Set<number>();
  form.awards.forEach((a, i) => {
    const n = i + 1;
    if (!isIntIn(a.priority, 1, CONTEST_LIMITS.awardPriorityMax))
      out.push({ field: `awards.${i}.priority`, rule: 'awardPriority', params: { n, max: CONTEST_LIMITS.awardPriorityMax } });
    else if (seen.has(a.priority ?? 0)) out.push({ field: `awards.${i}.priority`, rule: 'awardPriorityDuplicate', params: { n } });
    if (a.priority !== null) seen.add(a.priority);
    if (a.name.trim() === '') out.push({ field: `awards.${i}.name`, rule: 'awardName', params: { n } });
    if (!isIntIn(a.num, 0, numMax)) out.push({ field: `awards.${i}.num`, rule: 'awardNum', params: { n, max: numMax } });
  });
  const total = form.awards.reduce((sum, a) => sum + (a.num ?? 0), 0);
  if (percent && total > 100) out.push({ field: 'awards', rule: 'awardPercentOver', params: { total } });
}

/** Every rule the form breaks, in the spec's order. */
function contestFormIssues(form: ContestForm): ContestIssue[] {
  const out: ContestIssue[] = [];
  const title = form.title.trim();
  if (!title) out.push({ field: 'title', rule: 'titleRequired' });
  else if (title.length > CONTEST_LIMITS.titleMax) out.push({ field: 'title', rule: 'titleMax', params: { max: CONTEST_LIMITS.titleMax } });
  if (!form.description.trim()) out.push({ field: 'description', rule: 'descriptionRequired' });
  else if (form.description.length > CONTEST_LIMITS.descriptionMax)
    out.push({ field: 'description', rule: 'descriptionMax', params: { max: CONTEST_LIMITS.descriptionMax } });
  if (form.startTime === null) out.push({ field: 'startTime', rule: 'startRequired' });
  if (form.endTime === null) out.push({ field: 'endTime', rule: 'endRequired' });
  if (form.startTime !== null && form.endTime !== null && durationSeconds(form) <= 0)
    out.push({ field: 'endTime', rule: 'durationPositive' });
  if (form.auth !== ContestAuth.PUBLIC && !form.pwd.trim()) out.push({ field: 'pwd', rule: 'passwordRequired' });
  checkAccountLimit(form, out);
  checkAwards(form, out);
  return out;
}

/** Maps a schema issue's path onto the form's field names. */
function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  if (head === 'awardConfigList') return typeof index === 'number' ? `awards.${index}.${String(field ?? 'name')}` : 'awards';
  if (head === 'accountLimitRule') return 'accountLimit';
  return String(head ?? 'title');
}

/** The form's issues; when the rules find none, the contract's schema has the last word (its message shown as it is). */
export function validateContestForm(form: ContestForm): ContestIssue[] {
  const issues = contestFormIssues(form);
  if (issues.length > 0) return issues;
  const parsed = adminContestBody.safeParse(toContestBody(form, null));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: fieldOfPath(issue.path), rule: 'server', text: issue.message }));
}

/** The first issue of a field. */
export function issueOf(issues: readonly ContestIssue[], field: string): ContestIssue | undefined {
  return issues.find((i) => i.field === field);
}
