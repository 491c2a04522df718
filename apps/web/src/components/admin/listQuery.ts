/**
 * What the back office's lists read from their URL: an id from a route parameter, and a keyword
 * and page kept in the query string so that a reload or a link keeps them.
 */

/** A positive whole id from a route parameter; NaN when it is not one. */
export function idParam(raw: string | undefined): number {
  return raw !== undefined && /^\d+$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw)) ? Number(raw) : Number.NaN;
}

export interface KeywordPageFilters {
  keyword: string;
  currentPage: number;
}

/** The list's search and page from the URL; defaults stay out of it. */
export function parseKeywordPage(params: URLSearchParams): KeywordPageFilters {
  const page = idParam(params.get('currentPage') ?? undefined);
  return { keyword: params.get('keyword')?.trim() ?? '', currentPage: Number.isNaN(page) ? 1 : page };
}

export function keywordPageSearch(f: KeywordPageFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.currentPage !== 1) out.set('currentPage', String(f.currentPage));
  return out;
}
