import { and, countDistinct, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { discussionBody, discussionUpdateBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { discussion, discussionCategory, problem, userAcproblem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail } from '../../http/envelope.ts';
import { acTooFew, dailyLimitReached } from '../../http/messages/discussion.ts';
import { readableProblemByDisplayId } from '../problem/visibility.ts';
import { DISCUSSION_MSG, type DiscussionRow, checkMayDelete, checkMayEdit, isDiscussionAdmin, mayPin, publicDiscussion } from './access.ts';

/** Posting, editing and deleting a public post (hoj-api §9 POST/PUT/DELETE /api/discussion). */

type NewPost = z.output<typeof discussionBody>;
type EditedPost = z.output<typeof discussionUpdateBody>;

async function checkCategory(db: DbLike, categoryId: number): Promise<void> {
  const [row] = await db.select({ id: discussionCategory.id }).from(discussionCategory).where(eq(discussionCategory.id, categoryId));
  if (!row) throw fail(DISCUSSION_MSG.noCategory);
}

/**
 * The caps on a regular poster (the back office's roles have none): enough accepted problems, and
 * at most the daily number of posts, counted in the site's time zone. Runs in the posting
 * transaction under a per-user lock, so two posts at once cannot both take the last place.
 */
async function checkPosterCaps(ctx: AppContext, tx: DbLike, user: AuthUser): Promise<void> {
  const { defaultCreateDiscussionACInitValue: acNeeded, defaultCreateDiscussionDailyLimit: daily } = await ctx.site.switches();
  const [ac] = await tx
    .select({ n: countDistinct(userAcproblem.pid) })
    .from(userAcproblem)
    .where(eq(userAcproblem.uid, user.uid));
  if ((ac?.n ?? 0) < acNeeded) throw fail(acTooFew(acNeeded));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discussion-post:${user.uid}`}))`);
  const tz = ctx.config.timeZone;
  const [today] = await tx
    .select({ n: count() })
    .from(discussion)
    .where(
      and(eq(discussion.uid, user.uid), sql`${discussion.gmtCreate} >= date_trunc('day', now() at time zone ${tz}) at time zone ${tz}`),
    );
  if ((today?.n ?? 0) >= daily) throw fail(dailyLimitReached(daily));
}

/** Where a new post goes: the public area, or a group by the poster's seat there (its admins pin). */
export type PostArea = { gid: null } | { gid: number; moderator: boolean };

/** The problem a post is about: in a group, one of the group's own problems or one the poster can see. */
async function problemOfPost(ctx: AppContext, pid: string, user: AuthUser, area: PostArea) {
  if (area.gid !== null) {
    const [own] = await ctx.db
      .select()
      .from(problem)
      .where(and(sql`upper(${problem.problemId}) = ${pid.toUpperCase()}`, eq(problem.gid, area.gid)))
      .limit(1);
    if (own) return own;
  }
  return readableProblemByDisplayId(ctx, pid, user);
}

/**
 * POST /api/discussion (and a group's, hoj-api §11): a post about a problem names a problem the
 * poster can see and carries its id in the title. Public posts are pinned by root and admin, a
 * group's by its admins.
 */
export async function createDiscussion(ctx: AppContext, user: AuthUser, body: NewPost, area: PostArea = { gid: null }): Promise<number> {
  const about = body.pid ? await problemOfPost(ctx, body.pid, user, area) : null;
  const pins = area.gid === null ? mayPin(user) : area.moderator;
  return ctx.db.transaction(async (tx) => {
    await checkCategory(tx, body.categoryId);
    if (!isDiscussionAdmin(user)) await checkPosterCaps(ctx, tx, user);
    const title = about ? `[${about.problemId}] ${body.title}`.slice(0, 255) : body.title;
    const [row] = await tx
      .insert(discussion)
      .values({
        title,
        description: body.description,
        content: body.content,
        categoryId: body.categoryId,
        pid: about?.problemId ?? null,
        uid: user.uid,
        gid: area.gid,
        topPriority: pins && body.topPriority === true,
      })
      .returning({ id: discussion.id });
    return row!.id;
  });
}

/**
 * Saves an edit of a post the caller may edit: counts, author, group and problem stay as they are;
 * the pin (and, in a group, the hidden mark) change only when `moderator`.
 */
export async function saveDiscussionEdit(
  ctx: AppContext,
  row: DiscussionRow,
  body: EditedPost & { status?: number | undefined },
  moderator: boolean,
): Promise<void> {
  await checkCategory(ctx.db, body.categoryId);
  await ctx.db
    .update(discussion)
    .set({
      title: body.title,
      description: body.description,
      content: body.content,
      categoryId: body.categoryId,
      ...(moderator && typeof body.topPriority === 'boolean' ? { topPriority: body.topPriority } : {}),
      ...(moderator && body.status !== undefined ? { status: body.status } : {}),
      gmtModified: new Date(),
    })
    .where(eq(discussion.id, row.id));
}

/** PUT /api/discussion: the author, root or admin. */
export async function updateDiscussion(ctx: AppContext, user: AuthUser, body: EditedPost): Promise<void> {
  const row = await publicDiscussion(ctx.db, body.id);
  checkMayEdit(row, user);
  await saveDiscussionEdit(ctx, row, body, mayPin(user));
}

/** DELETE /api/discussion: the author or an admin role; likes and reports go with it. */
export async function deleteDiscussion(ctx: AppContext, user: AuthUser, did: number): Promise<void> {
  const row = await publicDiscussion(ctx.db, did);
  checkMayDelete(row, user);
  await ctx.db.delete(discussion).where(eq(discussion.id, row.id));
}
