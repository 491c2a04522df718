import { TRAINING_RANK_MAX, TrainingAuth, trainingDTO } from '@arbiter/contract';
import { toTrainingBody, type TrainingForm } from './model.ts';

/**
 * The training form's rules, checked before saving (spec part 3 §5 "Training form", §9): the order
 * number (a whole number from 0 to 2147483647), title, description and category are required, and
 * a private training needs its password. When they all pass, the contract's `trainingDTO` (which
 * the server enforces) has the last word, so the form never sends what the server would refuse.
 */

type TrainingRule =
  | 'rankRequired'
  | 'rankRange'
  | 'titleRequired'
  | 'titleMax'
  | 'descriptionRequired'
  | 'descriptionMax'
  | 'categoryRequired'
  | 'passwordRequired'
  | 'passwordMax'
  | 'server';

export type TrainingField = 'rank' | 'title' | 'description' | 'categoryId' | 'privatePwd';

export interface TrainingIssue {
  field: TrainingField;
  rule: TrainingRule;
  params?: Record<string, string | number>;
  /** The schema's own message, for a refusal the rules above did not name. */
  text?: string;
}

export const TRAINING_LIMITS = { titleMax: 255, descriptionMax: 65_535, passwordMax: 255, rankMax: TRAINING_RANK_MAX } as const;

/** Every rule the form breaks, in the spec's order. */
function trainingFormIssues(form: TrainingForm): TrainingIssue[] {
  const out: TrainingIssue[] = [];
  if (form.rank === null) out.push({ field: 'rank', rule: 'rankRequired' });
  else if (!Number.isInteger(form.rank) || form.rank < 0 || form.rank > TRAINING_LIMITS.rankMax)
    out.push({ field: 'rank', rule: 'rankRange', params: { max: TRAINING_LIMITS.rankMax } });
  const title = form.title.trim();
  if (!title) out.push({ field: 'title', rule: 'titleRequired' });
  else if (title.length > TRAINING_LIMITS.titleMax)
    out.push({ field: 'title', rule: 'titleMax', params: { max: TRAINING_LIMITS.titleMax } });
  if (!form.description.trim()) out.push({ field: 'description', rule: 'descriptionRequired' });
  else if (form.description.length > TRAINING_LIMITS.descriptionMax)
    out.push({ field: 'description', rule: 'descriptionMax', params: { max: TRAINING_LIMITS.descriptionMax } });
  if (form.categoryId === null) out.push({ field: 'categoryId', rule: 'categoryRequired' });
  if (form.auth === TrainingAuth.PRIVATE) {
    const pwd = form.privatePwd.trim();
    if (!pwd) out.push({ field: 'privatePwd', rule: 'passwordRequired' });
    else if (pwd.length > TRAINING_LIMITS.passwordMax)
      out.push({ field: 'privatePwd', rule: 'passwordMax', params: { max: TRAINING_LIMITS.passwordMax } });
  }
  return out;
}

/** Maps a schema issue's path onto the form's field names. */
function fieldOfPath(path: readonly PropertyKey[]): TrainingField {
  const [head, field] = path;
  if (head === 'trainingCategory') return 'categoryId';
  if (field === 'rank' || field === 'description' || field === 'privatePwd') return field;
  return 'title';
}

/** The form's issues; when the rules find none, the contract's schema has the last word (its message shown as it is). */
export function validateTrainingForm(form: TrainingForm): TrainingIssue[] {
  const issues = trainingFormIssues(form);
  if (issues.length > 0) return issues;
  const parsed = trainingDTO.safeParse(toTrainingBody(form));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: fieldOfPath(issue.path), rule: 'server', text: issue.message }));
}

/** The first issue of a field. */
export function issueOf(issues: readonly TrainingIssue[], field: TrainingField): TrainingIssue | undefined {
  return issues.find((i) => i.field === field);
}
