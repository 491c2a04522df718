import { useMemo } from 'react';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserRatingVO } from '@arbiter/contract';
import EChart, { type ChartOption } from '@/components/common/EChart.tsx';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { formatTime } from '@/utils/time.ts';
import { getUserRating } from '../api/rating.ts';
import { rankKeys } from '../api/keys.ts';
import { RATING_TIERS, ratingColor } from '../pages/ratingTier.ts';

/** The line of a user's ratings, one point per rated contest, coloured by band. */
function chartOption(data: UserRatingVO, compact: boolean, labels: { rating: string; place: string }): ChartOption {
  const points = data.history.map((h) => [new Date(h.endTime).getTime(), h.newRating]);
  const values = data.history.map((h) => h.newRating);
  const low = Math.min(1200, ...values) - 100;
  const high = Math.max(1700, ...values) + 100;
  const pieces = RATING_TIERS.map((tier, i) => ({
    ...(Number.isFinite(tier.from) ? { gte: tier.from } : {}),
    ...(RATING_TIERS[i + 1] ? { lt: RATING_TIERS[i + 1]!.from } : {}),
    color: tier.color,
  }));
  return {
    // Drawn at once: a line that grows from the left hides a lone point until it arrives.
    animation: false,
    grid: { top: 16, right: compact ? 12 : 24, bottom: 28, left: compact ? 40 : 52 },
    tooltip: {
      trigger: 'item',
      formatter: (p: unknown) => {
        const h = data.history[(p as { dataIndex: number }).dataIndex];
        if (!h) return '';
        const sign = h.delta > 0 ? '+' : '';
        return `${h.title}<br/>${formatTime(h.endTime, 'YYYY-MM-DD')} · ${labels.place} ${h.rank}<br/>${labels.rating} ${h.newRating} (${sign}${h.delta})`;
      },
    },
    // A phone's narrow axis would print neighbouring day labels over each other: ECharts drops those that overlap.
    xAxis: { type: 'time', axisLabel: { fontSize: compact ? 9 : 11, hideOverlap: true } },
    yAxis: { type: 'value', min: Math.floor(low / 100) * 100, max: Math.ceil(high / 100) * 100, axisLabel: { fontSize: compact ? 9 : 11 } },
    visualMap: { show: false, type: 'piecewise', dimension: 1, pieces },
    // Every contest is a point, shown even when it is the only one.
    series: [
      { type: 'line', data: points, symbol: 'circle', symbolSize: 8, showSymbol: true, showAllSymbol: true, lineStyle: { width: 2 } },
    ],
  };
}

/** The user home's rating card: the current and best rating, the place on the list and the chart. */
export function RatingHistory({ uid, username, compact }: { uid: string; username: string; compact: boolean }) {
  const { t } = useTranslation();
  const rating = useQuery({
    queryKey: rankKeys.userRating(uid, username),
    queryFn: () => getUserRating({ ...(uid ? { uid } : {}), ...(username ? { username } : {}) }),
  });
  const data = rating.data;
  const option = useMemo(
    () =>
      data && data.history.length > 0
        ? chartOption(data, compact, { rating: t('rank.rating.rating'), place: t('rank.rating.place') })
        : null,
    [data, compact, t],
  );
  return (
    <Card
      title={
        <span>
          <LineChartOutlined /> {t('rank.rating.title')}
        </span>
      }
      extra={<Link to="/rating-rank">{t('rank.rating.list')}</Link>}
      className="user-home__card"
      data-testid="user-rating"
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.history.length === 0 ? (
        <EmptyState text={t('rank.rating.none')} />
      ) : (
        <>
          <Row gutter={16}>
            <Col xs={8}>
              <Statistic
                title={t('rank.rating.rating')}
                value={data.rating ?? '--'}
                groupSeparator=""
                valueStyle={{ color: ratingColor(data.rating) }}
              />
            </Col>
            <Col xs={8}>
              <Statistic
                title={t('rank.rating.max')}
                value={data.maxRating ?? '--'}
                groupSeparator=""
                valueStyle={{ color: ratingColor(data.maxRating) }}
              />
            </Col>
            <Col xs={8}>
              <Statistic title={t('rank.rating.ranking')} value={data.ranking ?? '--'} />
            </Col>
          </Row>
          {option ? (
            <EChart option={option} height={compact ? 200 : 260} testId="user-rating-chart" ariaLabel={t('rank.rating.title')} />
          ) : null}
        </>
      )}
    </Card>
  );
}
