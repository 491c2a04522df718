import { eq } from 'drizzle-orm';
import { contest, contestAnnouncement, contestProblem, contestRegister, judge } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';
import type { TestUser } from '../../../test/fixtures.ts';

/**
 * Contests written straight into the database for the contest tests, the way the back office
 * stores them: a contest in a chosen state, its problems under display ids, registrations,
 * announcements and judged contest submissions.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export type ContestState = 'scheduled' | 'running' | 'ended';
type ContestInsert = typeof contest.$inferInsert;

/** Start and end around now: scheduled in an hour, running since an hour for three, ended an hour ago. */
export function timesFor(state: ContestState, now = Date.now()): { startTime: Date; endTime: Date } {
  if (state === 'scheduled') return { startTime: new Date(now + HOUR_MS), endTime: new Date(now + 3 * HOUR_MS) };
  if (state === 'running') return { startTime: new Date(now - HOUR_MS), endTime: new Date(now + 2 * HOUR_MS) };
  return { startTime: new Date(now - 3 * HOUR_MS), endTime: new Date(now - HOUR_MS) };
}

/** A visible public ACM contest in the given state unless the options say otherwise; returns its id. */
export async function addContest(
  server: TestServer,
  opts: Partial<Omit<ContestInsert, 'id' | 'duration'>> & { state?: ContestState } = {},
): Promise<number> {
  const { state = 'running', ...fields } = opts;
  const times = timesFor(state);
  const startTime = fields.startTime ?? times.startTime;
  const endTime = fields.endTime ?? times.endTime;
  const rows = await server.ctx.db
    .insert(contest)
    .values({
      title: `Contest ${state}`,
      description: 'A contest for the tests',
      ...fields,
      startTime,
      endTime,
      duration: Math.round((endTime.getTime() - startTime.getTime()) / 1000),
    })
    .returning({ id: contest.id });
  return rows[0]!.id;
}

/** Links a bank problem into a contest under a display id; returns the contest problem id (cpid). */
export async function addContestProblem(
  server: TestServer,
  cid: number,
  pid: number,
  displayId: string,
  opts: { displayTitle?: string; color?: string | null } = {},
): Promise<number> {
  const rows = await server.ctx.db
    .insert(contestProblem)
    .values({ cid, pid, displayId, displayTitle: opts.displayTitle ?? `Contest problem ${displayId}`, color: opts.color ?? null })
    .returning({ id: contestProblem.id });
  return rows[0]!.id;
}

export async function registerFor(server: TestServer, cid: number, uid: string): Promise<void> {
  await server.ctx.db.insert(contestRegister).values({ cid, uid });
}

export async function addAnnouncement(
  server: TestServer,
  cid: number,
  opts: { title: string; content?: string; status?: number; uid?: string | null; at?: Date },
): Promise<number> {
  const rows = await server.ctx.db
    .insert(contestAnnouncement)
    .values({
      cid,
      title: opts.title,
      content: opts.content ?? `About ${opts.title}`,
      status: opts.status ?? 0,
      uid: opts.uid ?? null,
      ...(opts.at ? { gmtCreate: opts.at, gmtModified: opts.at } : {}),
    })
    .returning({ id: contestAnnouncement.id });
  return rows[0]!.id;
}

/** A judged contest submission as a judge host leaves it; returns its submit id. */
export async function addContestJudged(
  server: TestServer,
  user: Pick<TestUser, 'uid' | 'username'>,
  cid: number,
  cpid: number,
  opts: { status: number; submitTime: Date; score?: number | null; time?: number | null; memory?: number | null },
): Promise<number> {
  const cps = await server.ctx.db.select().from(contestProblem).where(eq(contestProblem.id, cpid)).limit(1);
  const cp = cps[0];
  if (!cp) throw new Error(`no contest problem ${cpid}`);
  const rows = await server.ctx.db
    .insert(judge)
    .values({
      pid: cp.pid,
      displayPid: cp.displayId,
      uid: user.uid,
      username: user.username,
      status: opts.status,
      code: `// contest code of ${user.username}\nint main() { return 0; }`,
      length: 60,
      language: 'C++',
      cid,
      cpid,
      score: opts.score ?? null,
      time: opts.time === undefined ? 15 : opts.time,
      memory: opts.memory === undefined ? 2048 : opts.memory,
      errorMessage: null,
      judger: 'test-host',
      submitTime: opts.submitTime,
    })
    .returning({ submitId: judge.submitId });
  return rows[0]!.submitId;
}
