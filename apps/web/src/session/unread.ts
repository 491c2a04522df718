import { useSyncExternalStore } from 'react';

/**
 * Unread message counts (spec part 1 §3). The messages area fills this store from its poll;
 * until then every count stays 0 and no badge shows.
 */
export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

const ZERO: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
let state: UnreadCounts = ZERO;
const listeners = new Set<() => void>();

export const unreadStore = {
  get: (): UnreadCounts => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: UnreadCounts): void {
    state = next;
    for (const l of listeners) l();
  },
  reset(): void {
    unreadStore.set(ZERO);
  },
};

export function useUnreadCounts(): UnreadCounts {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get, unreadStore.get);
}

export function totalUnread(c: UnreadCounts): number {
  return c.comment + c.reply + c.like + c.sys + c.mine;
}
