import { and, count, eq } from 'drizzle-orm';
import { contest, contestAnnouncement, contestProblem, problem } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';
import { HOUR_MS } from '../../../test/fixtures.ts';
import type { TestUser } from '../../../test/fixtures.ts';

/** What the group contest tests share: contests and problems written straight to the database, and quick reads. */

/** A running public ACM contest of the group made by `by`. */
export async function addGroupContest(server: TestServer, gid: number, by: TestUser, patch: Partial<typeof contest.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await server.ctx.db
    .insert(contest)
    .values({
      title: `Group cup of ${by.username}`,
      description: 'Group **contest**',
      type: 0,
      auth: 0,
      startTime: new Date(now - HOUR_MS),
      endTime: new Date(now + 2 * HOUR_MS),
      duration: 3 * 3600,
      uid: by.uid,
      author: by.username,
      isGroup: true,
      gid,
      visible: true,
      ...patch,
    })
    .returning({ id: contest.id });
  return row!.id;
}

/** A problem of the group (public to its members), ACM. */
export async function addGroupProblem(server: TestServer, gid: number, problemId: string, author: string): Promise<number> {
  const [row] = await server.ctx.db
    .insert(problem)
    .values({ problemId, title: `Problem ${problemId}`, author, type: 0, auth: 1, isGroup: true, gid })
    .returning({ id: problem.id });
  return row!.id;
}

export async function contestRowOf(server: TestServer, cid: number) {
  return (await server.ctx.db.select().from(contest).where(eq(contest.id, cid)))[0];
}

export async function contestCount(server: TestServer, gid: number): Promise<number> {
  return (await server.ctx.db.select({ n: count() }).from(contest).where(eq(contest.gid, gid)))[0]!.n;
}

export async function linkCount(server: TestServer, cid: number): Promise<number> {
  return (await server.ctx.db.select({ n: count() }).from(contestProblem).where(eq(contestProblem.cid, cid)))[0]!.n;
}

export async function hasLink(server: TestServer, cid: number, pid: number): Promise<boolean> {
  const rows = await server.ctx.db
    .select({ id: contestProblem.id })
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, pid)));
  return rows.length > 0;
}

export async function announcementCount(server: TestServer, cid: number): Promise<number> {
  return (await server.ctx.db.select({ n: count() }).from(contestAnnouncement).where(eq(contestAnnouncement.cid, cid)))[0]!.n;
}
