import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CalendarHeatmap as HeatmapData } from '@arbiter/contract';
import EChart, { type ChartOption } from '../../components/common/EChart.tsx';
import { useLanguage } from '../../i18n/index.ts';

/** One year of submissions up to `endDate` as a calendar heatmap. */
export default function CalendarHeatmap({ data, compact }: { data: HeatmapData; compact: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const option = useMemo<ChartOption>(() => {
    const end = dayjs(data.endDate || undefined);
    const start = end.subtract(1, 'year').add(1, 'day');
    const values = data.dataList.map((d) => [d.date, d.count] as [string, number]);
    const max = Math.max(4, ...data.dataList.map((d) => d.count));
    return {
      tooltip: {
        formatter: (p: unknown) => {
          const value = (p as { value?: [string, number] }).value;
          return value ? t('userHome.heatmapTooltip', { date: value[0], count: value[1] }) : '';
        },
      },
      visualMap: {
        min: 0,
        max,
        type: 'piecewise',
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemWidth: 12,
        itemHeight: 12,
        pieces: [
          { min: 0, max: 0, color: '#ebedf0', label: '0' },
          { min: 1, max: 2, color: '#9be9a8', label: '1-2' },
          { min: 3, max: 5, color: '#40c463', label: '3-5' },
          { min: 6, max: 9, color: '#30a14e', label: '6-9' },
          { min: 10, color: '#216e39', label: '10+' },
        ],
        textStyle: { fontSize: 11 },
      },
      calendar: {
        range: [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')],
        top: 24,
        left: compact ? 8 : 36,
        right: 8,
        cellSize: ['auto', compact ? 8 : 13],
        splitLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: compact ? 1 : 2, color: '#ebedf0' },
        yearLabel: { show: false },
        dayLabel: { show: !compact, firstDay: 1, nameMap: language === 'zh-CN' ? 'ZH' : 'EN', fontSize: 10 },
        monthLabel: { nameMap: language === 'zh-CN' ? 'ZH' : 'EN', fontSize: compact ? 8 : 10 },
      },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: values }],
    };
  }, [data, t, language, compact]);
  return <EChart option={option} height={compact ? 130 : 170} testId="user-heatmap" ariaLabel={t('userHome.heatmapTitle')} />;
}
