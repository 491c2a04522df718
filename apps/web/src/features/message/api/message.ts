import type { MessageCleanType } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** The message centre's calls (hoj-api §10); reading a page marks its messages read on the server. */

/** A tab of the message centre: its route segment, its page call and the type its clean names. */
export type MessageTab = 'discuss' | 'reply' | 'like' | 'sys' | 'mine';

export const MESSAGE_TABS: readonly MessageTab[] = ['discuss', 'reply', 'like', 'sys', 'mine'];

const PAGE_CALLS = {
  discuss: endpoints.msgComment,
  reply: endpoints.msgReply,
  like: endpoints.msgLike,
  sys: endpoints.msgSys,
  mine: endpoints.msgMine,
} as const;

const CLEAN_TYPES: Record<MessageTab, MessageCleanType> = {
  discuss: 'Discuss',
  reply: 'Reply',
  like: 'Like',
  sys: 'Sys',
  mine: 'Mine',
};

export const getUnreadCounts = () => call(endpoints.msgUnread);

export const getUserMessages = (tab: 'discuss' | 'reply' | 'like', currentPage: number, limit: number) =>
  call(PAGE_CALLS[tab], { query: { currentPage, limit } });

export const getSysMessages = (tab: 'sys' | 'mine', currentPage: number, limit: number) =>
  call(PAGE_CALLS[tab], { query: { currentPage, limit } });

/** Cleans one message of the tab, or all of them when `id` is absent. */
export const cleanMessages = (tab: MessageTab, id?: number) =>
  call(endpoints.msgClean, { query: { type: CLEAN_TYPES[tab], ...(id === undefined ? {} : { id }) } });
