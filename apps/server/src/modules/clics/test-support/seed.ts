import { eq } from 'drizzle-orm';
import { AwardType, ContestType, ProblemType, type AwardLevel } from '@arbiter/contract';
import { contestClarification, judge, judgeCase } from '../../../db/schema.ts';
import type { TestServer } from '../../../../test/harness.ts';
import type { TestUser } from '../../../../test/fixtures.ts';
import { addProblem } from '../../../../test/problems.ts';
import { MINUTE_MS, addContest, addContestJudged, addContestProblem, registerFor } from '../../contest/test-fixtures.ts';

/**
 * Contests for the CLICS tests, written the way the back office and the judge leave them: problems
 * with colours, registrations, judged submissions at chosen minutes of the contest (judged a few
 * seconds later, with their case rows) and clarifications.
 */

export interface SeededContest {
  cid: number;
  start: Date;
  /** Contest problem ids (cpid) by display id. */
  cpids: Record<string, number>;
}

const COLOURS = ['#e53935', '#1e88e5', '#43a047', 'gold'];

export async function seedContest(
  server: TestServer,
  opts: {
    type: number;
    author: TestUser;
    start: Date;
    end: Date;
    problems: string[];
    registered: TestUser[];
    seal?: Date;
    autoRealRank?: boolean;
    stars?: string[];
    awards?: AwardLevel[];
  },
): Promise<SeededContest> {
  const cid = await addContest(server, {
    type: opts.type,
    uid: opts.author.uid,
    author: opts.author.username,
    startTime: opts.start,
    endTime: opts.end,
    sealRank: Boolean(opts.seal),
    sealRankTime: opts.seal ?? null,
    autoRealRank: opts.autoRealRank ?? true,
    starAccount: opts.stars ?? [],
    awardType: opts.awards ? AwardType.COUNT : AwardType.NONE,
    awardConfig: opts.awards ?? [],
  });
  const cpids: Record<string, number> = {};
  for (const [i, d] of opts.problems.entries()) {
    const pid = await addProblem(server, {
      problemId: `CL${cid}${d}`,
      type: opts.type === ContestType.OI ? ProblemType.OI : ProblemType.ACM,
      cases: [
        { input: '1 2\n', output: '3\n', score: 40 },
        { input: '2 3\n', output: '5\n', score: 60 },
      ],
      auth: 3,
      languages: ['C++', 'Python3'],
      timeLimit: 1500,
    });
    cpids[d] = await addContestProblem(server, cid, pid, d, { displayTitle: `Problem ${d}`, color: COLOURS[i % COLOURS.length]! });
  }
  for (const u of opts.registered) await registerFor(server, cid, u.uid);
  return { cid, start: opts.start, cpids };
}

/** The time `minute` (fractions allowed) into a seeded contest. */
const at = (c: SeededContest, minute: number) => new Date(c.start.getTime() + Math.round(minute * MINUTE_MS));

/**
 * A submission made `minute` minutes into the contest and judged `status` a few seconds later (or
 * still waiting, for a pending status), with one case row per test when judged.
 */
export async function submitAt(
  server: TestServer,
  c: SeededContest,
  user: Pick<TestUser, 'uid' | 'username'>,
  display: string,
  status: number,
  minute: number,
  opts: { score?: number; judgedAfterSec?: number; caseStatuses?: number[] } = {},
): Promise<number> {
  const submitTime = at(c, minute);
  const submitId = await addContestJudged(server, user, c.cid, c.cpids[display]!, { status, submitTime, score: opts.score ?? null });
  await server.ctx.db
    .update(judge)
    .set({ gmtModified: new Date(submitTime.getTime() + (opts.judgedAfterSec ?? 4) * 1000) })
    .where(eq(judge.submitId, submitId));
  const cases = opts.caseStatuses ?? [];
  if (cases.length > 0) {
    await server.ctx.db.insert(judgeCase).values(
      cases.map((s, i) => ({
        submitId,
        uid: user.uid,
        pid: 0,
        status: s,
        time: 10 + i,
        memory: 1024,
        seq: i + 1,
        mode: 'default',
        gmtCreate: new Date(submitTime.getTime() + 3000),
      })),
    );
  }
  return submitId;
}

/** A clarification asked at `minute`, answered (to the asker, or to all) at `answeredAt` when given. */
export async function clarify(
  server: TestServer,
  c: SeededContest,
  asker: TestUser,
  opts: { question: string; minute: number; display?: string; answer?: string; answeredAt?: number; toAll?: boolean; by?: TestUser },
): Promise<number> {
  const [row] = await server.ctx.db
    .insert(contestClarification)
    .values({
      cid: c.cid,
      uid: asker.uid,
      displayId: opts.display ?? null,
      question: opts.question,
      answer: opts.answer ?? null,
      toAll: opts.toAll ?? false,
      answeredBy: opts.answer ? (opts.by?.uid ?? null) : null,
      gmtCreate: at(c, opts.minute),
      gmtAnswered: opts.answer ? at(c, opts.answeredAt ?? opts.minute + 5) : null,
    })
    .returning({ id: contestClarification.id });
  return row!.id;
}
