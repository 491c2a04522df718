import type { ChartOption } from '@/components/common/EChart.tsx';

/** One bar series of the top-10 chart: its name, colour and the value it reads from a row. */
export interface RankSeries<R> {
  name: string;
  color: string;
  value: (row: R) => number;
}

/**
 * The top-10 bar chart of a ranking list (spec part 2 §2.14): users along the x axis, one bar per
 * series (ACM: ac and total; OI: score and ac). Narrow screens tilt the names.
 */
export function rankChartOption<R extends { username: string }>(
  rows: readonly R[],
  series: readonly RankSeries<R>[],
  narrow: boolean,
): ChartOption {
  return {
    color: series.map((s) => s.color),
    animationDuration: 400,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: series.map((s) => s.name), top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.username),
      axisLabel: { interval: 0, rotate: narrow ? 45 : 0, width: narrow ? 70 : 90, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      barMaxWidth: 28,
      itemStyle: { borderRadius: [4, 4, 0, 0] },
      data: rows.map((r) => s.value(r)),
    })),
  };
}
