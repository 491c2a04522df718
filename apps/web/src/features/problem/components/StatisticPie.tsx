import { useMemo } from 'react';
import * as echarts from 'echarts/core';
import { PieChart } from 'echarts/charts';
import { TitleComponent } from 'echarts/components';
import type { ProblemCountVO } from '@arbiter/contract';
import { useTranslation } from 'react-i18next';
import EChart from '@/components/common/EChart.tsx';
import { statusLook } from '@/features/submission/index.ts';
import { VERDICT_COUNTS } from './verdictCounts.ts';

// The shared chart component registers the parts the home page needs; the pie and its title are registered here.
echarts.use([PieChart, TitleComponent]);

/** A pie of a problem's verdict counts with the total in the middle. */
export default function StatisticPie({ counts, height = 320 }: { counts: ProblemCountVO; height?: number }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    // The pie shows total, ac, wa, ce, pa, tle, mle, re and pe (spec part 2 §2.2).
    const data = VERDICT_COUNTS.filter((s) => s.inPie).map((s) => ({
      name: t(`submission.status.${statusLook(s.status).key}`),
      value: Number(counts[s.field]) || 0,
      itemStyle: { color: s.color },
    }));
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      title: {
        text: String(counts.total ?? 0),
        subtext: t('problem.statistic.total'),
        left: 'center',
        top: '36%',
        textStyle: { fontSize: 22 },
      },
      series: [
        {
          type: 'pie',
          radius: ['45%', '68%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          label: { formatter: '{b}\n{c}' },
          data: data.filter((d) => d.value > 0),
        },
      ],
    };
  }, [counts, t]);
  return <EChart option={option} height={height} testId="problem-statistic-chart" ariaLabel={t('problem.statistic.title')} />;
}
