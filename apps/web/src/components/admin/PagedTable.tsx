import type { Key } from 'react';
import { Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/EmptyState.tsx';

/** Which page of how many rows is shown, and what turning the page (or picking a page size) does. */
interface Paging {
  current: number;
  size: number;
  total: number;
  /** The page sizes offered; without them the size stays fixed and no size picker shows. */
  sizes?: readonly number[];
  onChange: (page: number, size: number) => void;
}

/**
 * One page of a back-office table: its empty state, the total and the pager. Long values wrap on a
 * wide screen; under `wideFrom` the table scrolls sideways instead of squeezing its columns.
 */
export function PagedTable<T extends object>({
  rowKey,
  columns,
  rows,
  loading,
  emptyText,
  paging,
  testId,
  size = 'middle',
  wideFrom = 'lg',
  expandable,
  rowSelection,
  onRow,
}: {
  rowKey: (keyof T & string) | ((row: T) => Key);
  columns: TableColumnsType<T>;
  rows: readonly T[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
  testId: string;
  size?: 'middle' | 'small';
  wideFrom?: 'md' | 'lg';
  expandable?: TableProps<T>['expandable'];
  /** Check boxes for acting on several rows at once. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Attributes of each row (a test id). */
  onRow?: TableProps<T>['onRow'];
}) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint()[wideFrom] ?? true;
  return (
    <Table<T>
      rowKey={rowKey}
      size={size}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={wide ? undefined : { x: 'max-content' }}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      expandable={expandable}
      rowSelection={rowSelection}
      onRow={onRow}
      pagination={{
        current: paging.current,
        pageSize: paging.size,
        total: paging.total,
        showSizeChanger: paging.sizes !== undefined,
        pageSizeOptions: paging.sizes?.map(String),
        showTotal: (total) => t('admin.common.total', { total }),
        onChange: paging.onChange,
      }}
      data-testid={testId}
    />
  );
}
