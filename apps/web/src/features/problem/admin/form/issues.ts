import { useTranslation } from 'react-i18next';
import type { ProblemForm } from './model.ts';
import { issueOf, type FormIssue } from './validate.ts';

/** What every part of the problem form receives: the form, a way to change it, and the issues to show. */
export interface FormPartProps {
  form: ProblemForm;
  update: (change: Partial<ProblemForm> | ((form: ProblemForm) => ProblemForm)) => void;
  /** Empty until the first save attempt, then kept up to date. */
  issues: readonly FormIssue[];
}

/** Turns an issue into its message in the interface's language. */
export function useIssueText(): (issue: FormIssue) => string {
  const { t } = useTranslation();
  return (issue) => t(`problemAdmin.rules.${issue.rule}`, { ...issue.params, text: issue.text ?? '' });
}

/** `validateStatus` and `help` of a Form.Item for the first issue of a field. */
export function useFieldStatus(issues: readonly FormIssue[]): (field: string) => { validateStatus?: 'error'; help?: string } {
  const text = useIssueText();
  return (field) => {
    const issue = issueOf(issues, field);
    return issue ? { validateStatus: 'error', help: text(issue) } : {};
  };
}

/** The section of the form an issue belongs to, so the issue list can scroll to it. */
export function sectionOf(field: string): string {
  const head = field.split('.')[0] ?? field;
  if (['problemId', 'title', 'timeLimit', 'memoryLimit', 'stackLimit'].includes(head)) return 'basic';
  if (['description', 'input', 'output', 'hint', 'source'].includes(head)) return 'statement';
  if (head === 'examples') return 'examples';
  if (['tags', 'languages', 'templates'].includes(head)) return 'tags-languages';
  if (['spjCode', 'spjLanguage', 'judgeMode', 'judgeCaseMode'].includes(head)) return 'judge';
  if (head === 'cases' || head === 'samples') return 'cases';
  if (['userExtraFile', 'judgeExtraFile', 'fileIo'].includes(head)) return 'files';
  return 'basic';
}
