import type { ReactNode } from 'react';
import { Alert, Button, Card } from 'antd';
import { SaveOutlined } from '@ant-design/icons';

/**
 * What the back office's long forms (problem, contest) share: titled section cards that the issue
 * list links to, and a footer with that list, the server's refusal and the save button.
 */

/** One titled part of a form; `#{prefix}-section-{id}` is where an issue's link jumps. */
export function FormSection({ prefix, id, title, children }: { prefix: string; id: string; title: string; children: ReactNode }) {
  return (
    <Card id={`${prefix}-section-${id}`} title={title} size="small" className="admin-section" data-testid={`${prefix}-section-${id}`}>
      {children}
    </Card>
  );
}

export interface FormIssueLink {
  key: string;
  /** The section the issue belongs to. */
  section: string;
  text: string;
}

export function FormFooter({
  prefix,
  issuesTitle,
  issues,
  serverError,
  saving,
  saveLabel,
  onSave,
}: {
  /** Names the section anchors and test ids: `problem`, `contest`. */
  prefix: string;
  issuesTitle: string;
  issues: FormIssueLink[];
  serverError: string | null;
  saving: boolean;
  saveLabel: string;
  onSave: () => void;
}) {
  return (
    <>
      {issues.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="admin-form__issues"
          title={issuesTitle}
          description={
            <ul className="admin-issue-list">
              {issues.map((issue) => (
                <li key={issue.key}>
                  <a href={`#${prefix}-section-${issue.section}`}>{issue.text}</a>
                </li>
              ))}
            </ul>
          }
          data-testid={`${prefix}-form-issues`}
        />
      ) : null}
      {serverError ? (
        <Alert type="error" showIcon className="admin-form__issues" title={serverError} data-testid={`${prefix}-form-server-error`} />
      ) : null}
      <div className="admin-save-bar">
        <Button
          type="primary"
          size="large"
          icon={<SaveOutlined />}
          loading={saving}
          onClick={onSave}
          data-testid={`${prefix}-form-save-bottom`}
        >
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
