import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';

/**
 * A group table's page and page size (spec part 3 §9: default 10, sizes selectable): a new size
 * goes back to the first page, and a new search calls `reset`.
 */
export function useTablePaging(initialLimit: number) {
  const [currentPage, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  const pagination = (total: number): TablePaginationConfig => ({
    current: currentPage,
    pageSize: limit,
    total,
    showSizeChanger: true,
    onChange: (page, size) => {
      setPage(size !== limit ? 1 : page);
      setLimit(size);
    },
  });
  return { currentPage, limit, reset: () => setPage(1), pagination };
}
