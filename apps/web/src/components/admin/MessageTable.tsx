import type { TableColumnsType } from 'antd';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { PagedTable } from './PagedTable.tsx';
import { localPager, type useLocalPaging } from './useLocalPaging.ts';

/**
 * A page of written messages (site and contest announcements, system notices): each row opens to
 * its markdown text, paged in the component with the back office's page sizes.
 */
export function MessageTable<T extends { id: number; content: string }>({
  columns,
  page,
  loading,
  paging,
  emptyText,
  testId,
  bodyClassName,
}: {
  columns: TableColumnsType<T>;
  page: { records: T[]; total: number } | undefined;
  loading: boolean;
  paging: ReturnType<typeof useLocalPaging>;
  emptyText: string;
  testId: string;
  bodyClassName?: string;
}) {
  return (
    <PagedTable<T>
      rowKey="id"
      columns={columns}
      rows={page?.records ?? []}
      loading={loading}
      emptyText={emptyText}
      expandable={{ expandedRowRender: (row) => <LazyMarkdown source={row.content} className={bodyClassName} trusted /> }}
      paging={localPager(paging, page?.total ?? 0)}
      testId={testId}
    />
  );
}
