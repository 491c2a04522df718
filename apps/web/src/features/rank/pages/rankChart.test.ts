import { describe, expect, it } from 'vitest';
import { rankChartOption } from './rankChart.ts';

interface Row {
  username: string;
  ac: number;
  total: number;
}

const rows: Row[] = [
  { username: 'alice', ac: 5, total: 9 },
  { username: 'bob', ac: 3, total: 4 },
];
const series = [
  { name: 'AC', color: '#52c41a', value: (r: Row) => r.ac },
  { name: 'Total', color: '#1f6feb', value: (r: Row) => r.total },
];

describe('rankChartOption', () => {
  it('puts the users on the x axis and one bar series per metric', () => {
    const option = rankChartOption(rows, series, false) as {
      xAxis: { data: string[]; axisLabel: { rotate: number } };
      series: { name: string; type: string; data: number[] }[];
      legend: { data: string[] };
      color: string[];
    };
    expect(option.xAxis.data).toEqual(['alice', 'bob']);
    expect(option.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['AC', 'bar', [5, 3]],
      ['Total', 'bar', [9, 4]],
    ]);
    expect(option.legend.data).toEqual(['AC', 'Total']);
    expect(option.color).toEqual(['#52c41a', '#1f6feb']);
    expect(option.xAxis.axisLabel.rotate).toBe(0);
  });

  it('tilts the names on narrow screens', () => {
    const option = rankChartOption(rows, series, true) as { xAxis: { axisLabel: { rotate: number } } };
    expect(option.xAxis.axisLabel.rotate).toBe(45);
  });
});
