import { readStorage, writeStorage } from '@/session/storage.ts';

/**
 * The users a viewer follows on a contest's scoreboard, kept in browser storage per contest
 * (spec part 1 §3 "contest rank concerned users") and sent as `concernedList`.
 */

/** The server takes at most this many followed users. */
export const MAX_FOLLOWED = 300;

export function followedKey(cid: number): string {
  return `contestRankConcerned:${cid}`;
}

/** Stored text to a list of uids; anything that is not a list of strings reads as nobody. */
export function parseFollowed(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const uids = value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 32);
  return [...new Set(uids)].slice(0, MAX_FOLLOWED);
}

/** Follows or unfollows; the newest follow goes last, and the oldest ones give way past the limit. */
export function toggleFollowed(list: readonly string[], uid: string): string[] {
  if (list.includes(uid)) return list.filter((u) => u !== uid);
  return [...list, uid].slice(-MAX_FOLLOWED);
}

export function readFollowed(cid: number): string[] {
  return parseFollowed(readStorage(followedKey(cid)));
}

export function writeFollowed(cid: number, list: readonly string[]): void {
  writeStorage(followedKey(cid), list.length > 0 ? JSON.stringify(list) : null);
}
