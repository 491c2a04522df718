/** Pure helpers of the API client: the `Url-Type` header and query strings. */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** `admin` when the path's second segment is `admin` (`/api/admin/...`), else `general`. */
export function urlType(path: string): 'admin' | 'general' {
  return path.split('?')[0]?.split('/')[2] === 'admin' ? 'admin' : 'general';
}

/** Appends the query; null and undefined values are left out, arrays repeat the key. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
