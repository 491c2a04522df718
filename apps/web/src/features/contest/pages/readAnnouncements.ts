import { readStorage, writeStorage } from '@/session/storage.ts';

/**
 * The ids of a contest's announcements the user has seen, kept in the browser per user and contest
 * (spec part 2 §3 "Browser storage", §4): the 60 s poll sends them so only new ones come back.
 */

/** The server takes at most this many ids; the newest are kept. */
export const READ_IDS_MAX = 1000;

export function readIdsKey(uid: string, cid: number): string {
  return `contestReadAnnouncement:${uid}:${cid}`;
}

/** A stored list; anything unreadable counts as nothing read. */
export function parseReadIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0))];
  } catch {
    return [];
  }
}

/** The list with the new ids added once each, trimmed to the newest READ_IDS_MAX. */
export function mergeReadIds(current: readonly number[], added: readonly number[]): number[] {
  const merged = [...new Set([...current, ...added])];
  return merged.length > READ_IDS_MAX ? merged.slice(merged.length - READ_IDS_MAX) : merged;
}

export function loadReadIds(uid: string, cid: number): number[] {
  return parseReadIds(readStorage(readIdsKey(uid, cid)));
}

export function markRead(uid: string, cid: number, ids: readonly number[]): number[] {
  const next = mergeReadIds(loadReadIds(uid, cid), ids);
  writeStorage(readIdsKey(uid, cid), JSON.stringify(next));
  return next;
}
