import type { ReactNode } from 'react';
import { Button, Card, Grid } from 'antd';
import { ArrowLeftOutlined, TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/EmptyState.tsx';

/**
 * The frame of a page about one contest (its problems, its announcements): a way back to the
 * contest list, the page's name, the contest's title under it, and the page's buttons (in the
 * header on wide screens, above the content under 768 px, where the header has no room).
 */
export function ContestPageCard({
  title,
  contestTitle,
  actions,
  children,
}: {
  title: string;
  contestTitle: string | undefined;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Card
      title={
        <span className="admin-contest-card-title">
          <Link to="/admin/contest" className="admin-back" aria-label={t('adminContest.backToList')}>
            <ArrowLeftOutlined />
          </Link>
          <span>{title}</span>
        </span>
      }
      extra={wide ? actions : undefined}
    >
      <div className="admin-contest-subject muted" data-testid="admin-contest-subject">
        <TrophyOutlined /> {contestTitle ?? '…'}
      </div>
      {wide ? null : <div className="admin-contest-actions">{actions}</div>}
      {children}
    </Card>
  );
}

/** A contest page whose contest could not be read (a wrong id, or no right to it): say so and lead back to the list. */
export function ContestLoadFailed({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="admin-page">
      <Card>
        <EmptyState
          text={text}
          testId="admin-contest-load-failed"
          action={
            <Link to="/admin/contest">
              <Button icon={<ArrowLeftOutlined />}>{t('adminContest.backToList')}</Button>
            </Link>
          }
        />
      </Card>
    </div>
  );
}
