import { z } from 'zod';
import { id, optionalQueryId, pageQuery } from './ids.ts';
import type { Page } from './envelope.ts';

/**
 * Comments and replies under a discussion or in a contest's Q&A (spec part 3 §2.1, §3, §5, §6;
 * hoj-api §9). A comment belongs to a discussion (`did`) or a contest (`cid`), never both; a reply
 * answers a comment, or someone in its thread.
 */

export const COMMENT_PAGE_SIZE = 20;
/** The newest replies a comment of the list carries; the rest come with GET /api/reply. */
export const COMMENT_REPLY_PREVIEW = 3;
export const COMMENT_CONTENT_MAX = 10000;

export const COMMENT_SOURCE_TYPES = ['Discussion', 'Contest'] as const;
export type CommentSourceType = (typeof COMMENT_SOURCE_TYPES)[number];

// ---------------------------------------------------------------- views

/** Who wrote a comment or a reply, read from the user's row: a rename shows everywhere. */
interface Author {
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  /** The role name (`root`, `admin`, `default_user` …): root shows SPA, admin ADM. */
  fromRole: string;
  fromTitleName: string | null;
  fromTitleColor: string | null;
}

export interface ReplyVO extends Author {
  id: number;
  commentId: number;
  toUid: string | null;
  toName: string | null;
  toAvatar: string | null;
  content: string;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface CommentVO extends Author {
  id: number;
  content: string;
  likeNum: number;
  totalReplyNum: number;
  gmtCreate: string;
  /** The newest replies, newest first (at most COMMENT_REPLY_PREVIEW). */
  replyList: ReplyVO[];
}

export interface CommentListVO {
  commentList: Page<CommentVO>;
  /** The comments of the page the caller likes, by id. */
  commentLikeMap: Record<string, boolean>;
}

// ---------------------------------------------------------------- requests

const content = z
  .string('Content cannot be empty')
  .trim()
  .min(1, 'Content cannot be empty')
  .max(COMMENT_CONTENT_MAX, `Content can not exceed ${COMMENT_CONTENT_MAX} characters`);

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], 'The like flag must be true or false')
  .transform((v) => v === true || v === 'true');

/** Where comments live: a contest (`cid`) or a discussion (`did`). */
export const commentListQuery = z.object({
  cid: optionalQueryId('The contest id'),
  did: optionalQueryId('The discussion id'),
  ...pageQuery,
});

export const commentBody = z.object({
  content,
  cid: id('The contest id').optional().nullable(),
  did: id('The discussion id').optional().nullable(),
});
export type CommentBody = z.infer<typeof commentBody>;

export const commentDeleteBody = z.object({ id: id('The comment id') });

export const commentLikeQuery = z.object({
  /** The comment's id (hoj names it `cid`). */
  cid: id('The comment id'),
  toLike: flag,
  sourceId: id('The source id'),
  sourceType: z.enum(COMMENT_SOURCE_TYPES, 'The source type must be Discussion or Contest'),
});

export const replyListQuery = z.object({
  commentId: id('The comment id'),
  cid: optionalQueryId('The contest id'),
});

export const replyBody = z.object({
  reply: z.object({
    commentId: id('The comment id'),
    content,
    toUid: z.string('The replied user id must be text').max(32, 'The replied user id can not exceed 32 characters').optional().nullable(),
    // What the client shows of the person answered; the server reads both from the user's row.
    toName: z
      .string('The replied user name must be text')
      .max(255, 'The replied user name can not exceed 255 characters')
      .optional()
      .nullable(),
    toAvatar: z
      .string('The replied user avatar must be text')
      .max(255, 'The replied user avatar can not exceed 255 characters')
      .optional()
      .nullable(),
  }),
  did: id('The discussion id').optional().nullable(),
  quoteId: id('The quoted id').optional().nullable(),
  quoteType: z.enum(['Comment', 'Reply'], 'The quote type must be Comment or Reply').optional().nullable(),
});
export type ReplyBody = z.infer<typeof replyBody>;

export const replyDeleteBody = z.object({
  reply: z.object({ id: id('The reply id') }),
  did: id('The discussion id').optional().nullable(),
});
