import { Suspense, lazy } from 'react';
import { Card, Skeleton } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLastWeekSubmissionStatistics } from '../../../api/home.ts';
import { queryKeys } from '../../../api/queries.ts';
import { EmptyState } from '../../../components/common/EmptyState.tsx';

const LastWeekChart = lazy(() => import('./LastWeekChart.tsx'));

export function LastWeekStatistics() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: queryKeys.lastWeek, queryFn: () => getLastWeekSubmissionStatistics(false) });
  const data = query.data;
  const hasData = Boolean(data && data.dateStrList?.length);
  return (
    <Card
      className="home-card"
      title={
        <span>
          <LineChartOutlined /> {t('home.lastWeekTitle')}
        </span>
      }
      data-testid="last-week-card"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : hasData && data ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <LastWeekChart data={data} />
        </Suspense>
      ) : (
        <EmptyState text={t('home.lastWeekEmpty')} testId="last-week-empty" />
      )}
    </Card>
  );
}
