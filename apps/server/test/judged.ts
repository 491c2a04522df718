import { eq } from 'drizzle-orm';
import { JudgeStatus } from '@arbiter/contract';
import { contest, judge, judgeCase, problem, userAcproblem } from '../src/db/schema.ts';
import type { TestUser } from './fixtures.ts';
import type { TestServer } from './harness.ts';

/**
 * Judged submissions written straight into the database, the way a judge host's result leaves them
 * (no judge host runs in API tests): the `judge` row and, for an accepted practice submission, the
 * accepted log.
 */
export async function addJudged(
  server: TestServer,
  user: Pick<TestUser, 'uid' | 'username'>,
  pid: number,
  opts: {
    status: number;
    cid?: number;
    gid?: number | null;
    score?: number | null;
    oiRankScore?: number | null;
    submitTime?: Date;
    language?: string;
    share?: boolean;
  },
): Promise<number> {
  const found = await server.ctx.db.select({ problemId: problem.problemId }).from(problem).where(eq(problem.id, pid)).limit(1);
  const rows = await server.ctx.db
    .insert(judge)
    .values({
      pid,
      displayPid: found[0]?.problemId ?? `P${pid}`,
      uid: user.uid,
      username: user.username,
      status: opts.status,
      code: 'int main() { return 0; }',
      length: 24,
      language: opts.language ?? 'C++',
      cid: opts.cid ?? 0,
      gid: opts.gid ?? null,
      score: opts.score ?? null,
      oiRankScore: opts.oiRankScore ?? null,
      time: 10,
      memory: 1024,
      judger: 'test-host',
      share: opts.share ?? false,
      ...(opts.submitTime ? { submitTime: opts.submitTime } : {}),
    })
    .returning({ submitId: judge.submitId });
  const submitId = rows[0]!.submitId;
  if (opts.status === JudgeStatus.ACCEPTED && (opts.cid ?? 0) === 0 && (opts.gid ?? null) === null) {
    await server.ctx.db.insert(userAcproblem).values({ uid: user.uid, pid, submitId });
  }
  return submitId;
}

/** The case rows of a judged submission, as the judge host writes them. */
export async function addCases(
  server: TestServer,
  submitId: number,
  cases: { status: number; score?: number | null; groupNum?: number | null; time?: number; memory?: number; mode: string }[],
): Promise<void> {
  const sub = await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)).limit(1);
  const row = sub[0]!;
  await server.ctx.db.insert(judgeCase).values(
    cases.map((c, i) => ({
      submitId,
      uid: row.uid,
      pid: row.pid,
      status: c.status,
      score: c.score ?? null,
      groupNum: c.groupNum ?? null,
      time: c.time ?? 0,
      memory: c.memory ?? 0,
      seq: i + 1,
      mode: c.mode,
      inputData: `${i + 1}.in`,
      outputData: `${i + 1}.out`,
      userOutput: null,
    })),
  );
}

/** A contest row (the contest area is not built yet): ACM (0) or OI (1), running for a day. */
export async function addContest(server: TestServer, type: 0 | 1): Promise<number> {
  const now = Date.now();
  const rows = await server.ctx.db
    .insert(contest)
    .values({ title: `Contest ${type}`, type, startTime: new Date(now - 3_600_000), endTime: new Date(now + 86_400_000), duration: 90_000 })
    .returning({ id: contest.id });
  return rows[0]!.id;
}
