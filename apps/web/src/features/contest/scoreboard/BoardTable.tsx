import type { HTMLAttributes } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCOREBOARD_PAGE_SIZES, type ContestRankVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import type { Keyed } from './boardColumns.tsx';
import { rowTones } from './cells.ts';
import './scoreboard.css';

/** One page of a board as a table: the viewer's and followed rows toned, paged by the server (the rank tab, a virtual run's board). */

interface BoardTableProps<R extends ContestRankVO> {
  rows: Keyed<R>[];
  columns: TableColumnsType<Keyed<R>>;
  loading: boolean;
  followed: ReadonlySet<string>;
  selfUid: string | null;
  emptyText: string;
  /** The page shown. */
  filters: { currentPage: number; limit: number };
  total: number;
  compact: boolean;
  onPage: (currentPage: number, limit: number) => void;
}

export function BoardTable<R extends ContestRankVO>(p: BoardTableProps<R>) {
  const { t } = useTranslation();
  return (
    <Table<Keyed<R>>
      className="sb-table"
      rowKey="key"
      size="small"
      bordered
      columns={p.columns}
      dataSource={p.rows}
      loading={p.loading}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) =>
        rowTones(row, p.followed, p.selfUid)
          .map((tone) => `sb-row--${tone}`)
          .join(' ')
      }
      onRow={(row) => ({ 'data-testid': `sb-row-${row.username}` }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: <EmptyState text={p.emptyText} /> }}
      pagination={{
        current: p.filters.currentPage,
        pageSize: p.filters.limit,
        total: p.total,
        showSizeChanger: true,
        pageSizeOptions: SCOREBOARD_PAGE_SIZES.map(String),
        showTotal: p.compact ? undefined : (total) => t('scoreboard.total', { total }),
        size: p.compact ? 'small' : 'medium',
        onChange: p.onPage,
      }}
      data-testid="sb-table"
    />
  );
}
