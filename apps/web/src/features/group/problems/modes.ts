import { groupPath } from '../shell/groupScope.ts';

/**
 * The Problem tab's screens, as its other tabs have them (spec part 3 §2.3): the list, the admin
 * list, and the form to create or edit, chosen by `?mode=` (and `&pid=` for an edit).
 */
export type ProblemTabMode = 'list' | 'admin' | 'create' | 'edit';

export function tabModeOf(search: URLSearchParams): { mode: ProblemTabMode; pid: number | null } {
  const mode = search.get('mode');
  const raw = search.get('pid') ?? '';
  const pid = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  if (mode === 'admin' || mode === 'create') return { mode, pid: null };
  if (mode === 'edit' && pid !== null) return { mode, pid };
  return { mode: 'list', pid: null };
}

export function tabModePath(gid: number, mode: ProblemTabMode, pid?: number): string {
  const base = groupPath.tab(gid, 'problem');
  if (mode === 'list') return base;
  return mode === 'edit' && pid !== undefined ? `${base}?mode=edit&pid=${pid}` : `${base}?mode=${mode}`;
}
