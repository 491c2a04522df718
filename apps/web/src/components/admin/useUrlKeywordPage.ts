import { useMemo } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Page } from '@arbiter/contract';
import { keywordPageSearch, parseKeywordPage, type KeywordPageFilters } from './listQuery.ts';

/** The query of one page of a list searched by keyword. */
interface KeywordPageParams {
  currentPage: number;
  limit: number;
  keyword: string | undefined;
}

/**
 * A list whose keyword and page live in the URL, read `limit` rows a page; a change other than the
 * page starts again at page one, and the last page stays shown while the next one loads.
 */
export function useUrlKeywordPage<R>(
  limit: number,
  query: (params: KeywordPageParams) => { queryKey: QueryKey; queryFn: () => Promise<Page<R>> },
) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseKeywordPage(search), [search]);
  const change = (patch: Partial<KeywordPageFilters>) => setSearch(keywordPageSearch({ ...filters, currentPage: 1, ...patch }));
  const list = useQuery({
    ...query({ currentPage: filters.currentPage, limit, keyword: filters.keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  return { filters, change, list };
}
