import { useTranslation } from 'react-i18next';
import type { LastWeekStatistics } from '@arbiter/contract';
import SubmissionsChart from '../../../components/common/SubmissionsChart.tsx';

/** Last week's submissions per day: accepted and total. */
export default function LastWeekChart({ data }: { data: LastWeekStatistics }) {
  const { t } = useTranslation();
  return (
    <SubmissionsChart
      dates={data.dateStrList}
      ac={data.acCountList}
      total={data.totalCountList}
      label={t('home.lastWeekTitle')}
      testId="last-week-chart"
    />
  );
}
