import type { MessageTab } from './message.ts';

/** The message area's query keys; the token is part of each, as every answer is the caller's own. */
export const messageKeys = {
  unread: (token: string | null) => ['message', 'unread', token] as const,
  /** Every page of a tab. */
  tab: (tab: MessageTab) => ['message', 'tab', tab] as const,
  page: (tab: MessageTab, page: number, token: string | null) => ['message', 'tab', tab, page, token] as const,
};
