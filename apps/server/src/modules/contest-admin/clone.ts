import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contest, contestProblem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { administeredContest } from './guard.ts';

/**
 * GET /api/admin/contest/clone (hoj-api §13.5): a copy of a contest the caller administers, to run
 * it again. The copy keeps every setting and, unlike the reference, the problem list (display ids,
 * titles, balloon colours; the problems themselves are shared, not duplicated). Nothing that
 * belongs to the contest's run comes along: no submissions, registrations, announcements, prints
 * or Admin Helper records.
 *
 * The copy starts hidden: it keeps the original's times and title, and would otherwise show up at
 * once in the contest list next to the original before its creator set new dates.
 */

const CLONED_SUFFIX = ' [Cloned]';
const TITLE_MAX = 255;

/** `title [Cloned]`, shortened so the suffix fits the column. */
export function clonedTitle(title: string): string {
  return title.slice(0, TITLE_MAX - CLONED_SUFFIX.length) + CLONED_SUFFIX;
}

/** Clones the contest for the caller, its new creator; answers the copy's id. */
export async function cloneContest(ctx: AppContext, user: AuthUser, cid: number): Promise<{ id: number }> {
  const c = await administeredContest(ctx, user, cid);
  const { id: _id, version: _version, gmtCreate: _created, gmtModified: _modified, ...settings } = c;
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(contest)
      .values({ ...settings, title: clonedTitle(c.title), source: c.id, uid: user.uid, author: user.username, visible: false })
      .returning({ id: contest.id });
    const id = rows[0]!.id;
    const links = await tx
      .select({
        pid: contestProblem.pid,
        displayId: contestProblem.displayId,
        displayTitle: contestProblem.displayTitle,
        color: contestProblem.color,
      })
      .from(contestProblem)
      .where(eq(contestProblem.cid, c.id));
    if (links.length > 0) await tx.insert(contestProblem).values(links.map((link) => ({ ...link, cid: id })));
    return { id };
  });
}
