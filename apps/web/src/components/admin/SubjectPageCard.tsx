import type { ReactNode } from 'react';
import { Button, Card, Grid } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { EmptyState } from '@/components/common/EmptyState.tsx';

/** Where the page's back arrow leads (the list of what the page is about). */
interface BackLink {
  to: string;
  label: string;
}

/**
 * The frame of a back-office page about one thing (a contest's problems, a training's problems):
 * a way back to its list, the page's name, the thing's title under it, and the page's buttons (in
 * the header on wide screens, above the content under 768 px, where the header has no room).
 */
export function SubjectPageCard({
  title,
  back,
  subject,
  testId,
  actions,
  children,
}: {
  title: string;
  back: BackLink;
  /** The thing's icon and title; the title is undefined while it loads. */
  subject: { icon: ReactNode; title: string | undefined };
  /** Names the subject line for the tests: `${testId}-subject`. */
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Card
      title={
        <span className="admin-subject-card__title">
          <Link to={back.to} className="admin-back" aria-label={back.label}>
            <ArrowLeftOutlined />
          </Link>
          <span>{title}</span>
        </span>
      }
      extra={wide ? actions : undefined}
    >
      <div className="admin-subject-card__subject muted" data-testid={`${testId}-subject`}>
        {subject.icon} {subject.title ?? '…'}
      </div>
      {wide ? null : <div className="admin-subject-card__actions">{actions}</div>}
      {children}
    </Card>
  );
}

/** A page whose subject could not be read (a wrong id, or no right to it): say so and lead back to the list. */
export function SubjectLoadFailed({ text, back, testId }: { text: string; back: BackLink; testId: string }) {
  return (
    <div className="admin-page">
      <Card>
        <EmptyState
          text={text}
          testId={testId}
          action={
            <Link to={back.to}>
              <Button icon={<ArrowLeftOutlined />}>{back.label}</Button>
            </Link>
          }
        />
      </Card>
    </div>
  );
}
