import { useMemo, type HTMLAttributes } from 'react';
import { Avatar, Card, Grid, Input, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page, RankUser } from '@arbiter/contract';
import type { RankListParams } from '../api/rank.ts';
import { rankKeys } from '../api/keys.ts';
import EChart from '@/components/common/EChart.tsx';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { TitleTag } from '@/components/common/TitleTag.tsx';
import { percent } from '@/features/problem/index.ts';
import { rankChartOption, type RankSeries } from './rankChart.ts';
import {
  CHART_SIZE,
  PAGE_SIZES,
  changeRankQuery,
  parseRankQuery,
  rankParams,
  rankQueryToSearch,
  rankSeq,
  userHomePath,
  type RankQuery,
} from './rankQuery.ts';
import './rank.css';

/** What every ranking row carries. */
export type RankRow = RankUser;

export interface RankPageProps<R extends RankRow> {
  kind: 'acm' | 'oi';
  title: string;
  fetch: (params: RankListParams) => Promise<Page<R>>;
  /** The bars of the top-10 chart. */
  series: readonly RankSeries<R>[];
  /** The list's own columns (ACM: rating; OI: score), placed after ac and total. */
  metricColumns: TableColumnsType<R>;
  /** OI puts the score before ac and total. */
  metricsFirst?: boolean;
}

const MEDALS = ['#f5bd00', '#a6aab3', '#cd7f32'];

/**
 * A ranking list (spec part 2 §2.14): the top-10 bar chart, a search by user and the paged table.
 * The query lives in the URL. /acm-rank and /oi-rank differ only in their metric columns and bars.
 */
export function RankPage<R extends RankRow>({ kind, title, fetch, series, metricColumns, metricsFirst = false }: RankPageProps<R>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseRankQuery(search), [search]);
  const apply = (next: RankQuery) => setSearch(rankQueryToSearch(next));

  const params = rankParams(query);
  const list = useQuery({ queryKey: rankKeys.list(kind, params), queryFn: () => fetch(params), placeholderData: keepPreviousData });
  const topParams: RankListParams = { currentPage: 1, limit: CHART_SIZE };
  const top = useQuery({ queryKey: rankKeys.list(kind, topParams), queryFn: () => fetch(topParams), staleTime: 60_000 });

  const chart = useMemo(() => rankChartOption(top.data?.records ?? [], series, !wide), [top.data, series, wide]);

  const counts: TableColumnsType<R> = [
    { title: t('rank.colAc'), dataIndex: 'ac', key: 'ac', width: 72, align: 'right' },
    { title: t('rank.colTotal'), dataIndex: 'total', key: 'total', width: 72, align: 'right', responsive: ['sm'] },
  ];
  const columns: TableColumnsType<R> = [
    {
      title: t('rank.colRank'),
      key: 'seq',
      width: 64,
      align: 'center',
      render: (_v, _row, i) => {
        const seq = rankSeq(query, i);
        return (
          <span className="rank-seq" style={seq <= 3 ? { background: MEDALS[seq - 1] } : undefined} data-top={seq <= 3}>
            {seq}
          </span>
        );
      },
    },
    {
      title: t('rank.colUser'),
      key: 'user',
      render: (_v, row) => (
        <span className="rank-user">
          <Avatar size={wide ? 32 : 26} src={row.avatar || undefined} icon={<UserOutlined />} alt={row.username} />
          <span className="rank-user__name">
            <Link to={userHomePath(row)} data-testid={`rank-user-${row.username}`}>
              {row.username}
            </Link>
            <TitleTag titleName={row.titleName} titleColor={row.titleColor} ac={row.ac} scale="ranklist" />
          </span>
        </span>
      ),
    },
    {
      title: t('rank.colNickname'),
      dataIndex: 'nickname',
      key: 'nickname',
      responsive: ['md'],
      render: (v: string | null) => v || '--',
    },
    ...(metricsFirst ? [...metricColumns, ...counts] : [...counts, ...metricColumns]),
    {
      title: t('rank.colAcRate'),
      key: 'rate',
      width: 90,
      align: 'right',
      responsive: ['md'],
      render: (_v, row) => percent(row.ac, row.total),
    },
    {
      title: t('rank.colSignature'),
      dataIndex: 'signature',
      key: 'signature',
      responsive: ['lg'],
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v}>
            <Typography.Text className="rank-signature" ellipsis>
              {v}
            </Typography.Text>
          </Tooltip>
        ) : (
          '--'
        ),
    },
  ];

  return (
    <div className={`page rank-page rank-page--${kind}`} data-testid={`${kind}-rank-page`}>
      <Card className="rank-page__card" title={t('rank.chartTitle')} size="small">
        {top.data && top.data.records.length === 0 ? (
          <EmptyState text={t('rank.empty')} />
        ) : (
          <EChart option={chart} height={wide ? 320 : 260} testId="rank-chart" ariaLabel={t('rank.chartLabel')} />
        )}
      </Card>
      <Card
        className="rank-page__card"
        title={title}
        extra={
          wide ? (
            <Input.Search
              key={query.searchUser}
              className="rank-page__search"
              defaultValue={query.searchUser}
              placeholder={t('rank.searchPlaceholder')}
              allowClear
              onSearch={(v) => apply(changeRankQuery(query, { searchUser: v.trim() }))}
              data-testid="rank-search"
            />
          ) : null
        }
      >
        {wide ? null : (
          <Input.Search
            key={query.searchUser}
            className="rank-page__search rank-page__search--block"
            defaultValue={query.searchUser}
            placeholder={t('rank.searchPlaceholder')}
            allowClear
            onSearch={(v) => apply(changeRankQuery(query, { searchUser: v.trim() }))}
            data-testid="rank-search"
          />
        )}
        <Table<R>
          className="rank-table"
          rowKey="uid"
          size="middle"
          columns={wide ? columns : columns.map((c) => ({ ...c, width: undefined }))}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={{ x: wide ? undefined : 'max-content' }}
          onRow={(row) => ({ 'data-testid': `rank-row-${row.username}` }) as HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <EmptyState text={query.searchUser ? t('rank.emptySearch') : t('rank.empty')} /> }}
          pagination={{
            current: query.currentPage,
            pageSize: query.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: wide ? (total) => t('rank.total', { total }) : undefined,
            size: wide ? 'medium' : 'small',
            onChange: (currentPage, limit) =>
              apply(limit !== query.limit ? changeRankQuery(query, { limit }) : changeRankQuery(query, { currentPage })),
          }}
          data-testid="rank-table"
        />
      </Card>
    </div>
  );
}
