import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMENT_REPLY_PREVIEW, type CommentVO, type ReplyVO, isRoleId, roleName } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { comment, reply, userInfo } from '../../db/schema.ts';

/** Comments and replies as clients read them, with their writers' names and roles joined from user_info. */

const toUser = alias(userInfo, 'reply_to_user');

const writer = {
  fromUid: userInfo.uuid,
  fromName: userInfo.username,
  fromAvatar: userInfo.avatar,
  fromRoleId: userInfo.roleId,
  fromTitleName: userInfo.titleName,
  fromTitleColor: userInfo.titleColor,
};

type WriterRow = {
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRoleId: number;
  fromTitleName: string | null;
  fromTitleColor: string | null;
};

function writerVO({ fromRoleId, ...w }: WriterRow) {
  return { ...w, fromRole: isRoleId(fromRoleId) ? roleName(fromRoleId) : 'default_user' };
}

/** The replies of some comments, newest first, each with its writer and the person answered. */
export async function replyRows(db: DbLike, where: SQL | undefined): Promise<ReplyVO[]> {
  const rows = await db
    .select({
      id: reply.id,
      commentId: reply.commentId,
      ...writer,
      toUid: reply.toUid,
      toName: toUser.username,
      toAvatar: toUser.avatar,
      content: reply.content,
      status: reply.status,
      gmtCreate: reply.gmtCreate,
      gmtModified: reply.gmtModified,
    })
    .from(reply)
    .innerJoin(userInfo, eq(userInfo.uuid, reply.fromUid))
    .leftJoin(toUser, eq(toUser.uuid, reply.toUid))
    .where(where)
    .orderBy(desc(reply.gmtCreate), desc(reply.id));
  return rows.map(({ id, commentId, toUid, toName, toAvatar, content, status, gmtCreate, gmtModified, ...w }) => ({
    id,
    commentId,
    ...writerVO(w),
    toUid,
    toName,
    toAvatar,
    content,
    status,
    gmtCreate: gmtCreate.toISOString(),
    gmtModified: gmtModified.toISOString(),
  }));
}

/**
 * A page of comments as CommentVOs: each with its replies' count and its newest replies, counted
 * and chosen among the replies the caller may see (`replyFilter`).
 */
export async function commentPage(
  db: DbLike,
  where: SQL | undefined,
  replyFilter: SQL | undefined,
  offset: number,
  limit: number,
): Promise<{ records: CommentVO[]; total: number }> {
  const [totalRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comment)
    .innerJoin(userInfo, eq(userInfo.uuid, comment.fromUid))
    .where(where);
  const rows = await db
    .select({ id: comment.id, content: comment.content, likeNum: comment.likeNum, gmtCreate: comment.gmtCreate, ...writer })
    .from(comment)
    .innerJoin(userInfo, eq(userInfo.uuid, comment.fromUid))
    .where(where)
    .orderBy(desc(comment.likeNum), desc(comment.gmtCreate), desc(comment.id))
    .offset(offset)
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const replies = ids.length > 0 ? await replyRows(db, and(inArray(reply.commentId, ids), replyFilter)) : [];
  const byComment = new Map<number, ReplyVO[]>();
  for (const r of replies) byComment.set(r.commentId, [...(byComment.get(r.commentId) ?? []), r]);
  const records = rows.map(({ id, content, likeNum, gmtCreate, ...w }) => {
    const list = byComment.get(id) ?? [];
    return {
      id,
      content,
      ...writerVO(w),
      likeNum,
      totalReplyNum: list.length,
      gmtCreate: gmtCreate.toISOString(),
      replyList: list.slice(0, COMMENT_REPLY_PREVIEW),
    };
  });
  return { records, total: totalRow?.n ?? 0 };
}
