import type { ReactNode } from 'react';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestForm } from './model.ts';
import { issueOf, type ContestIssue } from './validate.ts';

/** What every part of the contest form receives: the form, a way to change it, and the issues to show. */
export interface ContestPartProps {
  form: ContestForm;
  update: (change: Partial<ContestForm> | ((form: ContestForm) => ContestForm)) => void;
  /** Empty until the first save attempt, then kept up to date. */
  issues: readonly ContestIssue[];
}

/** Turns an issue into its message in the interface's language. */
export function useContestIssueText(): (issue: ContestIssue) => string {
  const { t } = useTranslation();
  return (issue) => t(`adminContest.rules.${issue.rule}`, { ...issue.params, text: issue.text ?? '' });
}

/** `validateStatus` and `help` of a Form.Item for the first issue of a field. */
export function useContestFieldStatus(issues: readonly ContestIssue[]): (field: string) => { validateStatus?: 'error'; help?: string } {
  const text = useContestIssueText();
  return (field) => {
    const issue = issueOf(issues, field);
    return issue ? { validateStatus: 'error', help: text(issue) } : {};
  };
}

/** The card of the form an issue belongs to, so the issue list can scroll to it. */
export function contestSectionOf(field: string): string {
  const head = field.split('.')[0] ?? field;
  if (head === 'title' || head === 'description') return 'basic';
  if (head === 'startTime' || head === 'endTime') return 'time';
  if (head === 'pwd' || head === 'type' || head === 'auth') return 'rules';
  if (head === 'accountLimit' || head === 'starAccount') return 'participants';
  if (head === 'awards' || head === 'awardConfigList' || head === 'awardType') return 'awards';
  return 'board';
}

/** A yes/no setting with its explanation under it. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  testId,
  children,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Form.Item label={label} extra={hint}>
      <Switch checked={checked} onChange={onChange} data-testid={testId} />
      {children}
    </Form.Item>
  );
}
