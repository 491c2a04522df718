import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { axisTop } from './chartScale.ts';
import EChart, { type ChartOption } from './EChart.tsx';

/**
 * Submissions per day: accepted as bars, all as a line (ECharts, loaded on demand). The home page's
 * last week and the back office's dashboard draw it.
 */
export default function SubmissionsChart({
  dates,
  ac,
  total,
  label,
  testId,
  height = 280,
}: {
  dates: string[];
  ac: number[];
  total: number[];
  label: string;
  testId: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { data: [t('home.acCount'), t('home.totalCount')], top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: dates },
      // One axis for both series, topped above the larger of them: the line never leaves the chart.
      yAxis: { type: 'value', minInterval: 1, max: axisTop([...total, ...ac]) },
      series: [
        {
          name: t('home.acCount'),
          type: 'bar',
          data: ac,
          itemStyle: { color: '#52c41a', borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 26,
        },
        {
          name: t('home.totalCount'),
          type: 'line',
          data: total,
          itemStyle: { color: '#1f6feb' },
          areaStyle: { color: 'rgba(31,111,235,0.08)' },
        },
      ],
    }),
    [dates, ac, total, t],
  );
  return <EChart option={option} height={height} testId={testId} ariaLabel={label} />;
}
