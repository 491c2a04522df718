import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DiscussionReportVO, type Page, clampPage } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { discussion, discussionReport, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, page } from '../../http/envelope.ts';
import { readableDiscussion } from './access.ts';

/** Reports of posts (hoj-api §9): any signed-in user files one, the back office lists and handles them. */

const REPORT_MSG = { noReport: 'The report does not exist' } as const;

/** POST /api/discussion-report: the caller is the reporter, whatever name the form carries. */
export async function reportDiscussion(ctx: AppContext, user: AuthUser, did: number, content: string): Promise<void> {
  await readableDiscussion(ctx, did, user);
  await ctx.db.insert(discussionReport).values({ did, reporter: user.uid, content });
}

const author = alias(userInfo, 'author');
const reporter = alias(userInfo, 'reporter');

/** GET /api/admin/discussion-report: newest first, with the post's title and author and the reporter's name. */
export async function reportList(ctx: AppContext, currentPage?: number, limit?: number): Promise<Page<DiscussionReportVO>> {
  const { current, size } = clampPage(currentPage, limit, 10);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ r: discussionReport, title: discussion.title, gid: discussion.gid, author: author.username, reporter: reporter.username })
      .from(discussionReport)
      .innerJoin(discussion, eq(discussion.id, discussionReport.did))
      .innerJoin(author, eq(author.uuid, discussion.uid))
      .innerJoin(reporter, eq(reporter.uuid, discussionReport.reporter))
      .orderBy(desc(discussionReport.gmtCreate), desc(discussionReport.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(discussionReport),
  ]);
  const records = rows.map(({ r, ...x }) => ({
    id: r.id,
    did: r.did,
    gid: x.gid,
    discussionTitle: x.title,
    discussionAuthor: x.author,
    reporter: x.reporter,
    content: r.content,
    status: r.status,
    gmtCreate: r.gmtCreate.toISOString(),
    gmtModified: r.gmtModified.toISOString(),
  }));
  return page(records, total?.n ?? 0, current, size);
}

/** PUT /api/admin/discussion-report: marks a report handled (or new again). */
export async function updateReport(ctx: AppContext, id: number, status: number): Promise<void> {
  const done = await ctx.db
    .update(discussionReport)
    .set({ status, gmtModified: new Date() })
    .where(eq(discussionReport.id, id))
    .returning({ id: discussionReport.id });
  if (done.length === 0) throw fail(REPORT_MSG.noReport);
}
