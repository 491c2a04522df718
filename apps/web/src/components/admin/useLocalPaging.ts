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
