/**
 * The message centre (hoj-api §10, spec part 3 §2.2): the community's messages to a user (comment,
 * reply, like) and the system notices addressed to them, with the unread counts the top bar polls.
 */

/** The tabs a clean names: the community's three kinds and the notices to all or admins (`Sys`) or to the user (`Mine`). */
export const MESSAGE_CLEAN_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageCleanType = (typeof MESSAGE_CLEAN_TYPES)[number];

/** The unread messages of each tab. */
export interface UnreadMsgCount {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

/** A comment, reply or like message (hoj's UserMsgVO). */
export interface UserMsgVO {
  id: number;
  /** `Discuss`, `Reply`, `Like_Post` or `Like_Discuss`. */
  action: string;
  /** The discussion id or the contest id. */
  sourceId: number;
  /** `Discussion` or `Contest`. */
  sourceType: string;
  /** The discussion's or the contest's title ('' once it is gone). */
  sourceTitle: string;
  sourceContent: string;
  quoteId: number | null;
  quoteType: string | null;
  /** What the reply answered; '' when unknown. */
  quoteContent: string;
  url: string;
  /** Read before this page was read (reading a page marks its messages read). */
  state: boolean;
  senderId: string;
  senderUsername: string;
  senderAvatar: string | null;
  gmtCreate: string;
}

/** A system notice as its reader sees it (hoj's SysMsgVO). */
export interface SysMsgVO {
  id: number;
  title: string;
  content: string;
  adminId: string | null;
  /** `Sys` (to all users or to admins) or `Mine` (to this user). */
  type: 'Sys' | 'Mine';
  /** Read before this page was read. */
  state: boolean;
  gmtCreate: string;
}

/** The message centre's page sizes on the web (spec part 3 appendix). */
export const MESSAGE_PAGE_SIZE = { user: 6, sys: 8 } as const;
