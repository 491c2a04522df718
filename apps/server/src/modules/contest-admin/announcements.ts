import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contestAnnouncement } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import type { ContestRow } from '../contest/access.ts';
import { administeredContest, type ContestGuard } from './guard.ts';

/** A contest's announcements in the back office: all of them, hidden ones too, for the contest's admins. */

const ANNOUNCEMENT_MSG = {
  notFound: 'The announcement does not exist',
  idMissing: 'The required request parameters are missing: announcement.id',
} as const;

export interface AnnouncementInput {
  id?: number | null | undefined;
  title: string;
  content: string;
  status: number;
}

export async function addAnnouncement(ctx: AppContext, user: AuthUser, c: ContestRow, input: AnnouncementInput): Promise<void> {
  await ctx.db
    .insert(contestAnnouncement)
    .values({ cid: c.id, title: input.title, content: input.content, status: input.status, uid: user.uid });
}

/** The announcement and its contest, for that contest's admins (body 404 / 403). */
async function administeredAnnouncement(ctx: AppContext, user: AuthUser, aid: number, guard: ContestGuard) {
  const rows = await ctx.db.select().from(contestAnnouncement).where(eq(contestAnnouncement.id, aid)).limit(1);
  const row = rows[0];
  if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
  await guard(ctx, user, row.cid);
  return row;
}

/** Edits an announcement of the given contest; the editor becomes its author, as the form says. */
export async function updateAnnouncement(
  ctx: AppContext,
  user: AuthUser,
  cid: number,
  input: AnnouncementInput,
  guard: ContestGuard = administeredContest,
): Promise<void> {
  if (!input.id) throw badRequest(ANNOUNCEMENT_MSG.idMissing);
  const row = await administeredAnnouncement(ctx, user, input.id, guard);
  if (row.cid !== cid) throw notFound(ANNOUNCEMENT_MSG.notFound);
  await ctx.db
    .update(contestAnnouncement)
    .set({ title: input.title, content: input.content, status: input.status, uid: user.uid, gmtModified: new Date() })
    .where(eq(contestAnnouncement.id, row.id));
}

/** Deletes an announcement; a contest id, when given, must be the announcement's. */
export async function deleteAnnouncement(
  ctx: AppContext,
  user: AuthUser,
  aid: number,
  cid?: number,
  guard: ContestGuard = administeredContest,
): Promise<void> {
  const row = await administeredAnnouncement(ctx, user, aid, guard);
  if (cid !== undefined && row.cid !== cid) throw notFound(ANNOUNCEMENT_MSG.notFound);
  await ctx.db.delete(contestAnnouncement).where(eq(contestAnnouncement.id, row.id));
}
