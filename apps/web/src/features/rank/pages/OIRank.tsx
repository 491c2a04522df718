import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OIRankVO } from '@arbiter/contract';
import { getOiRankList } from '../api/rank.ts';
import { RankPage } from './RankPage.tsx';
import type { RankSeries } from './rankChart.ts';

/** /oi-rank — users by the sum of their best OI rank scores, then accepted problems (spec part 2 §2.14). */
export default function OIRank() {
  const { t } = useTranslation();
  const series = useMemo<RankSeries<OIRankVO>[]>(
    () => [
      { name: t('rank.seriesScore'), color: '#722ed1', value: (r) => r.score },
      { name: t('rank.seriesAc'), color: '#52c41a', value: (r) => r.ac },
    ],
    [t],
  );
  const metricColumns: TableColumnsType<OIRankVO> = [
    {
      title: t('rank.colScore'),
      dataIndex: 'score',
      key: 'score',
      width: 80,
      align: 'right',
      render: (v: number) => <strong className="rank-score">{v}</strong>,
    },
  ];
  return (
    <RankPage<OIRankVO>
      kind="oi"
      title={t('rank.oiTitle')}
      fetch={getOiRankList}
      series={series}
      metricColumns={metricColumns}
      metricsFirst
    />
  );
}
