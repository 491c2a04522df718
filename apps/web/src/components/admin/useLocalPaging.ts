import { useState } from 'react';

/**
 * The keyword and page of a list kept in the component rather than the URL (a subject's problems,
 * a dialog's candidates): a new keyword or a new page size starts again at page one.
 */
export function useLocalPaging(firstSize: number) {
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(firstSize);
  return {
    keyword,
    currentPage,
    limit,
    search: (next: string) => {
      setKeyword(next);
      setCurrentPage(1);
    },
    turn: (page: number, size: number) => {
      setCurrentPage(size === limit ? page : 1);
      setLimit(size);
    },
  };
}

/** The back office's page sizes. */
const SIZES = [10, 20, 50, 100] as const;

/** `PagedTable`'s pager for a list paged in the component. */
export function localPager(paging: ReturnType<typeof useLocalPaging>, total: number, sizes: readonly number[] = SIZES) {
  return { current: paging.currentPage, size: paging.limit, total, sizes, onChange: paging.turn };
}
