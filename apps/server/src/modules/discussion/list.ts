import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  DISCUSSION_PAGE_SIZE,
  type Discussion,
  type DiscussionListQuery,
  type DiscussionVO,
  type Page,
  clampPage,
  isRoleId,
  roleName,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { discussion, discussionCategory, discussionLike, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { page } from '../../http/envelope.ts';
import { isDiscussionAdmin, readableDiscussion } from './access.ts';

/** The discussion list and a post's page (hoj-api §9): names, avatars and roles read from user_info. */

const columns = {
  d: discussion,
  categoryName: discussionCategory.name,
  author: userInfo.username,
  avatar: userInfo.avatar,
  roleId: userInfo.roleId,
  titleName: userInfo.titleName,
  titleColor: userInfo.titleColor,
};

function joined(db: DbLike) {
  return db
    .select(columns)
    .from(discussion)
    .innerJoin(userInfo, eq(userInfo.uuid, discussion.uid))
    .leftJoin(discussionCategory, eq(discussionCategory.id, discussion.categoryId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function toDiscussion(r: Joined): Discussion & { titleName: string | null; titleColor: string | null } {
  const { d } = r;
  return {
    id: d.id,
    categoryId: d.categoryId,
    categoryName: r.categoryName,
    title: d.title,
    description: d.description,
    content: d.content,
    pid: d.pid,
    uid: d.uid,
    author: r.author,
    avatar: r.avatar,
    role: isRoleId(r.roleId) ? roleName(r.roleId) : '',
    viewNum: d.viewNum,
    likeNum: d.likeNum,
    commentNum: d.commentNum,
    topPriority: d.topPriority,
    status: d.status,
    gid: d.gid,
    gmtCreate: d.gmtCreate.toISOString(),
    gmtModified: d.gmtModified.toISOString(),
    titleName: r.titleName,
    titleColor: r.titleColor,
  };
}

function keywordFilter(keyword: string): SQL {
  const like = `%${escapeLike(keyword)}%`;
  const byId = /^\d{1,15}$/.test(keyword) ? [eq(discussion.id, Number(keyword))] : [];
  return or(ilike(discussion.title, like), ilike(discussion.description, like), ilike(userInfo.username, like), ...byId)!;
}

/** Which posts a list reads: the public ones, or one group's (with the hidden ones for its admins' table). */
export type DiscussionArea = { gid: null } | { gid: number; withHidden: boolean };

/**
 * GET /api/get-discussion-list: public posts (hidden ones too for the back office with `admin`),
 * filtered by category, problem, author and keyword; pinned first, then newest. A list shows only
 * the caller's own posts' content (a group admins' table all). A group's lists (hoj-api §11) read the same way within the group.
 */
export async function discussionList(
  ctx: AppContext,
  user: AuthUser | null,
  q: Partial<DiscussionListQuery>,
  area: DiscussionArea = { gid: null },
): Promise<Page<Discussion>> {
  const { current, size } = clampPage(q.currentPage, q.limit, DISCUSSION_PAGE_SIZE);
  const filters: SQL[] = [area.gid === null ? sql`${discussion.gid} is null` : eq(discussion.gid, area.gid)];
  const withHidden = area.gid === null ? q.admin === true && isDiscussionAdmin(user) : area.withHidden;
  if (!withHidden) filters.push(eq(discussion.status, 0));
  if (q.cid !== undefined) filters.push(eq(discussion.categoryId, q.cid));
  if (q.pid) filters.push(sql`upper(${discussion.pid}) = ${q.pid.toUpperCase()}`);
  if (q.onlyMine === true && user) filters.push(eq(discussion.uid, user.uid));
  if (q.keyword) filters.push(keywordFilter(q.keyword));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    joined(ctx.db)
      .where(where)
      .orderBy(
        desc(discussion.topPriority),
        desc(discussion.gmtCreate),
        desc(discussion.likeNum),
        desc(discussion.viewNum),
        asc(discussion.id),
      )
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(discussion).innerJoin(userInfo, eq(userInfo.uuid, discussion.uid)).where(where),
  ]);
  const records = rows.map((r) => {
    const { titleName: _n, titleColor: _c, ...row } = toDiscussion(r);
    // A group admins' table changes posts whole, so it reads their content.
    const whole = row.uid === user?.uid || (area.gid !== null && area.withHidden);
    return { ...row, content: whole ? row.content : null };
  });
  return page(records, total?.n ?? 0, current, size);
}

/** GET /api/get-discussion-detail: the post with the caller's like, counting the view. */
export async function discussionDetail(ctx: AppContext, user: AuthUser | null, did: number): Promise<DiscussionVO> {
  await readableDiscussion(ctx, did, user);
  await ctx.db
    .update(discussion)
    .set({ viewNum: sql`${discussion.viewNum} + 1` })
    .where(eq(discussion.id, did));
  const [[row], liked] = await Promise.all([
    joined(ctx.db).where(eq(discussion.id, did)).limit(1),
    user
      ? ctx.db
          .select({ did: discussionLike.did })
          .from(discussionLike)
          .where(and(eq(discussionLike.did, did), eq(discussionLike.uid, user.uid)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const vo = toDiscussion(row!);
  return { ...vo, content: row!.d.content, hasLike: liked.length > 0 };
}
