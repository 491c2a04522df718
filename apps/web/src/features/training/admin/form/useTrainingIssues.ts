import { useTranslation } from 'react-i18next';
import { issueOf, type TrainingField, type TrainingIssue } from './validate.ts';

/** Turns an issue into its message in the interface's language. */
export function useTrainingIssueText(): (issue: TrainingIssue) => string {
  const { t } = useTranslation();
  return (issue) => t(`adminTraining.rules.${issue.rule}`, { ...issue.params, text: issue.text ?? '' });
}

/** `validateStatus` and `help` of a Form.Item for the first issue of a field. */
export function useTrainingFieldStatus(
  issues: readonly TrainingIssue[],
): (field: TrainingField) => { validateStatus?: 'error'; help?: string } {
  const text = useTrainingIssueText();
  return (field) => {
    const issue = issueOf(issues, field);
    return issue ? { validateStatus: 'error', help: text(issue) } : {};
  };
}

/** The card of the form an issue belongs to, so the issue list can scroll to it. */
export function trainingSectionOf(field: TrainingField): 'basic' | 'access' {
  return field === 'categoryId' || field === 'privatePwd' ? 'access' : 'basic';
}
