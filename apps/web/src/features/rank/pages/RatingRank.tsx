import { useState } from 'react';
import { Avatar, Card, Grid, Input, Table, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RatingRankVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { getRatingRankList, type RatingRankParams } from '../api/rating.ts';
import { rankKeys } from '../api/keys.ts';
import { ratingColor } from './ratingTier.ts';
import { userHomePath } from './rankQuery.ts';
import './rank.css';

const PAGE_SIZE = 30;

/** /rating-rank — users by their rating after rated contests, highest first. */
export default function RatingRank() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const [params, setParams] = useState<RatingRankParams>({ currentPage: 1, limit: PAGE_SIZE });
  const list = useQuery({
    queryKey: rankKeys.ratingList(params),
    queryFn: () => getRatingRankList(params),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<RatingRankVO> = [
    { title: t('rank.colRank'), dataIndex: 'rank', key: 'rank', width: 64, align: 'center' },
    {
      title: t('rank.colUser'),
      key: 'user',
      render: (_v, row) => (
        <Link to={userHomePath(row)} className="rating-rank__user">
          <Avatar size="small" src={row.avatar ?? undefined} icon={<UserOutlined />} />
          <span style={{ color: ratingColor(row.rating), fontWeight: 600 }}>{row.username}</span>
          {row.nickname && wide ? <span className="muted">{row.nickname}</span> : null}
        </Link>
      ),
    },
    { title: t('rank.rating.school'), dataIndex: 'school', key: 'school', responsive: ['md'], render: (v: string | null) => v ?? '' },
    {
      title: t('rank.rating.rating'),
      dataIndex: 'rating',
      key: 'rating',
      width: 90,
      align: 'right',
      render: (v: number) => <strong style={{ color: ratingColor(v) }}>{v}</strong>,
    },
    {
      title: t('rank.rating.max'),
      dataIndex: 'maxRating',
      key: 'maxRating',
      width: 90,
      align: 'right',
      responsive: ['sm'],
      render: (v: number) => <span style={{ color: ratingColor(v) }}>{v}</span>,
    },
    { title: t('rank.rating.contests'), dataIndex: 'contests', key: 'contests', width: 90, align: 'right' },
  ];
  return (
    <div className="page rank-page" data-testid="rating-rank">
      <Card
        title={t('rank.rating.listTitle')}
        extra={
          <Input.Search
            allowClear
            placeholder={t('rank.rating.search')}
            onSearch={(keyword) => setParams({ ...params, currentPage: 1, keyword: keyword.trim() || undefined })}
            style={{ width: wide ? 260 : 160 }}
            data-testid="rating-rank-search"
          />
        }
      >
        <Table<RatingRankVO>
          rowKey="uid"
          size={wide ? 'middle' : 'small'}
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          locale={{ emptyText: <EmptyState text={t('rank.rating.empty')} /> }}
          onRow={(row) => ({ 'data-testid': `rating-row-${row.username}` }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: params.currentPage,
            pageSize: params.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: wide ? (total) => t('rank.total', { total }) : undefined,
            onChange: (currentPage) => setParams({ ...params, currentPage }),
          }}
        />
      </Card>
    </div>
  );
}
