import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ACMRankVO } from '@arbiter/contract';
import { getAcmRankList } from '../api/rank.ts';
import { RankPage } from './RankPage.tsx';
import type { RankSeries } from './rankChart.ts';

/** /acm-rank — users by accepted problems, then fewer submissions (spec part 2 §2.14). */
export default function ACMRank() {
  const { t } = useTranslation();
  const series = useMemo<RankSeries<ACMRankVO>[]>(
    () => [
      { name: t('rank.seriesAc'), color: '#52c41a', value: (r) => r.ac },
      { name: t('rank.seriesTotal'), color: '#1f6feb', value: (r) => r.total },
    ],
    [t],
  );
  const metricColumns: TableColumnsType<ACMRankVO> = [
    {
      title: t('rank.colRating'),
      dataIndex: 'rating',
      key: 'rating',
      width: 80,
      align: 'right',
      responsive: ['sm'],
      render: (v: number | null) => v ?? '--',
    },
  ];
  return <RankPage<ACMRankVO> kind="acm" title={t('rank.acmTitle')} fetch={getAcmRankList} series={series} metricColumns={metricColumns} />;
}
