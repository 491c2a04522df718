import type { HTMLAttributes } from 'react';
import { Grid, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/common/EmptyState.tsx';

/**
 * The table of an area's problems (a contest's, a training's) with the area's own columns: the
 * whole row opens the problem inside the area, and a phone gets the small rows.
 */
export function AreaProblemTable<Row extends object>({
  rowKey,
  columns,
  rows,
  loading,
  pathOf,
  rowTestId,
  emptyText,
}: {
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  loading: boolean;
  /** Where a row leads. */
  pathOf: (row: Row) => string;
  rowTestId: (row: Row) => string;
  emptyText: string;
}) {
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Table<Row>
      rowKey={rowKey}
      size={wide ? 'middle' : 'small'}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      rowClassName="clickable-row"
      onRow={(row) => ({ onClick: () => void navigate(pathOf(row)), 'data-testid': rowTestId(row) }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
    />
  );
}
