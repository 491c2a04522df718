import { Suspense, lazy } from 'react';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DailySubmissions } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';

const SubmissionsChart = lazy(() => import('@/components/common/SubmissionsChart.tsx'));

/** Submissions per day over the last 14 days, the home page's chart. */
export function SubmissionsCard({ days, loading, failed }: { days: DailySubmissions[] | undefined; loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const skeleton = <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <Card className="dashboard-card" title={t('dashboard.chart.title')} data-testid="dashboard-submissions">
      {loading ? (
        skeleton
      ) : days ? (
        <Suspense fallback={skeleton}>
          <SubmissionsChart
            dates={days.map((d) => d.date.slice(5))}
            ac={days.map((d) => d.ac)}
            total={days.map((d) => d.total)}
            label={t('dashboard.chart.title')}
            testId="dashboard-submissions-chart"
            height={260}
          />
        </Suspense>
      ) : (
        <EmptyState text={failed ? t('dashboard.loadFailed') : ''} />
      )}
    </Card>
  );
}
