import type { ReactNode } from 'react';
import { Alert, Button, Card } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/**
 * What the back office's long forms (problem, contest) share: titled section cards that the issue
 * list links to, and a footer with that list, the server's refusal and the save button.
 */

/** The form's head: back to its list, the heading, a link to the page it edits, and save. */
export function FormHead({
  prefix,
  back,
  heading,
  view,
  saving,
  saveLabel,
  onSave,
}: {
  prefix: string;
  back: { to: string; label: string };
  heading: string;
  /** The public page of what is edited (opens in a new tab). */
  view: { to: string; label: string } | null;
  saving: boolean;
  saveLabel: string;
  onSave: () => void;
}) {
  return (
    <div className="admin-page__head admin-form-head">
      <Link to={back.to} className="admin-back" aria-label={back.label}>
        <ArrowLeftOutlined />
      </Link>
      <h2 className="admin-page__title">{heading}</h2>
      {view ? (
        <Link to={view.to} target="_blank" aria-label={view.label}>
          <EyeOutlined /> <span className="admin-form-head__text">{view.label}</span>
        </Link>
      ) : null}
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={saving}
        onClick={onSave}
        className="admin-form-head__save"
        data-testid={`${prefix}-form-save`}
      >
        {saveLabel}
      </Button>
    </div>
  );
}

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
