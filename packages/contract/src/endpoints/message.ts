import { z } from 'zod';
import { del, get, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { optionalQueryId } from '../ids.ts';
import { MESSAGE_CLEAN_TYPES, type SysMsgVO, type UnreadMsgCount, type UserMsgVO } from '../message.ts';
import { messagePaths } from '../paths/message.ts';
import { announcementPageQuery } from './home.ts';

/** The message centre (hoj-api §10): every call is the signed-in user's own; reading a page marks it read. */

export const messageCleanQuery = z.object({
  type: z.enum(MESSAGE_CLEAN_TYPES, 'The message type must be Discuss, Reply, Like, Sys or Mine'),
  /** Absent: every message of the type. */
  id: optionalQueryId('The message'),
});
export type MessageCleanQuery = z.output<typeof messageCleanQuery>;

const P = messagePaths;
const login = { auth: 'login' } as const;
const userPage = { ...login, query: announcementPageQuery, response: shape<Page<UserMsgVO>>() };
const sysPage = { ...login, query: announcementPageQuery, response: shape<Page<SysMsgVO>>() };

export const messageEndpoints = {
  msgUnread: get(P.msgUnread, { ...login, response: shape<UnreadMsgCount>() }),
  msgComment: get(P.msgComment, userPage),
  msgReply: get(P.msgReply, userPage),
  msgLike: get(P.msgLike, userPage),
  msgSys: get(P.msgSys, sysPage),
  msgMine: get(P.msgMine, sysPage),
  msgClean: del(P.msgClean, { ...login, query: messageCleanQuery, response: shape<null>() }),
} as const;
