import { useSyncExternalStore } from 'react';

/**
 * The problems chosen for export on the batch page. The problem list's "export" action adds to it
 * too, so it lives outside both pages (and in sessionStorage, so a reload keeps it).
 */
export interface ExportItem {
  id: number;
  problemId: string;
  title: string;
}

const STORAGE_KEY = 'adminExportSelection';

/** Reads a stored selection; anything malformed counts as empty. */
export function parseSelection(raw: string | null): ExportItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is ExportItem =>
        v !== null && typeof v === 'object' && Number.isInteger(v.id) && typeof v.problemId === 'string' && typeof v.title === 'string',
    );
  } catch {
    return [];
  }
}

function load(): ExportItem[] {
  try {
    return parseSelection(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

let items: ExportItem[] = load();
const listeners = new Set<() => void>();

function set(next: ExportItem[]): void {
  items = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the selection lasts until the page is reloaded.
  }
  for (const l of listeners) l();
}

/** Adds the items not there yet, keeping the order of choice. */
export function mergeSelection(current: readonly ExportItem[], added: readonly ExportItem[]): ExportItem[] {
  const ids = new Set(current.map((i) => i.id));
  return [...current, ...added.filter((a) => !ids.has(a.id) && ids.add(a.id))];
}

export const exportSelection = {
  get: (): ExportItem[] => items,
  add: (added: readonly ExportItem[]) => set(mergeSelection(items, added)),
  remove: (ids: readonly number[]) => set(items.filter((i) => !ids.includes(i.id))),
  clear: () => set([]),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useExportSelection(): ExportItem[] {
  return useSyncExternalStore(exportSelection.subscribe, exportSelection.get, exportSelection.get);
}
