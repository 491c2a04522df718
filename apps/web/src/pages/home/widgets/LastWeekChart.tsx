import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LastWeekStatistics } from '@arbiter/contract';
import EChart, { type ChartOption } from '../../../components/common/EChart.tsx';
import { axisTop } from './chartScale.ts';

/** Last week's submissions per day: accepted and total (loaded on demand with ECharts). */
export default function LastWeekChart({ data }: { data: LastWeekStatistics }) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { data: [t('home.acCount'), t('home.totalCount')], top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: data.dateStrList },
      // One axis for both series, topped above the larger of them: the line never leaves the chart.
      yAxis: { type: 'value', minInterval: 1, max: axisTop([...data.totalCountList, ...data.acCountList]) },
      series: [
        {
          name: t('home.acCount'),
          type: 'bar',
          data: data.acCountList,
          itemStyle: { color: '#52c41a', borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 26,
        },
        {
          name: t('home.totalCount'),
          type: 'line',
          data: data.totalCountList,
          itemStyle: { color: '#1f6feb' },
          areaStyle: { color: 'rgba(31,111,235,0.08)' },
        },
      ],
    }),
    [data, t],
  );
  return <EChart option={option} height={280} testId="last-week-chart" ariaLabel={t('home.lastWeekTitle')} />;
}
