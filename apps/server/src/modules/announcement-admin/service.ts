import { and, eq, isNull } from 'drizzle-orm';
import type { SiteAnnouncementBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { announcement } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/envelope.ts';

/** The site's own announcements in the back office; a group's announcements (with a gid) are not touched here. */

type Input = Pick<SiteAnnouncementBody, 'id' | 'title' | 'content'> & { status: number };

const siteRow = (aid: number) => and(eq(announcement.id, aid), isNull(announcement.gid));

/** Records the caller as the author, whatever uid the form names. */
export async function addSiteAnnouncement(ctx: AppContext, user: AuthUser, input: Input): Promise<void> {
  await ctx.db.insert(announcement).values({ title: input.title, content: input.content, status: input.status, uid: user.uid });
}

/** The editor becomes the author, as the contest announcements do. */
export async function updateSiteAnnouncement(ctx: AppContext, user: AuthUser, input: Input): Promise<void> {
  if (!input.id) throw badRequest('The required request parameters are missing: id');
  const updated = await ctx.db
    .update(announcement)
    .set({ title: input.title, content: input.content, status: input.status, uid: user.uid, gmtModified: new Date() })
    .where(siteRow(input.id))
    .returning({ id: announcement.id });
  if (updated.length === 0) throw notFound('The announcement does not exist');
}

export async function deleteSiteAnnouncement(ctx: AppContext, aid: number): Promise<void> {
  const deleted = await ctx.db.delete(announcement).where(siteRow(aid)).returning({ id: announcement.id });
  if (deleted.length === 0) throw notFound('The announcement does not exist');
}
