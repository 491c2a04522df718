import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContestType, JudgeStatus, Role, type ACMContestRankVO, type ClicsScoreboard } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { judgeNext } from '../../../test/judge-host.ts';
import { HOUR_MS } from '../contest/test-fixtures.ts';
import { readFeed } from './test-support/feed-client.ts';
import { boardTable, replayScoreboard, type ReplayedRow } from './test-support/replay.ts';
import { seedContest, submitAt, type SeededContest } from './test-support/seed.ts';

/**
 * The feed is enough to score the contest: its events folded by a client's rules (a try per
 * judgement type with `penalty`, the first `solved` ends a problem, 20 minutes a try) give the very
 * board of `/scoreboard` and of our own rank call. Several teams, wrong tries before and after
 * accepted ones, a compile error (no penalty), a problem solved by several, a star user and the
 * contest's author (kept off), a team that never submitted, and submissions judged now through the
 * judge-host API, one of them still waiting.
 */

let server: TestServer;
let author: TestUser;
const t: Record<string, TestUser> = {};
let c: SeededContest;
const S = JudgeStatus;
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';

beforeAll(async () => {
  server = await startTestServer({ clicsFeed: { settleMs: 0 } });
  await server.ctx.site.write('switch', { openContestJudge: true, defaultSubmitInterval: 0 });
  author = await addUser(server, 'rp-author', { role: Role.ADMIN });
  for (const name of ['ann', 'ben', 'cal', 'dee', 'eve', 'star']) t[name] = await addUser(server, `rp-${name}`);
  const start = new Date(Date.now() - 3 * HOUR_MS);
  c = await seedContest(server, {
    type: ContestType.ACM,
    author,
    start,
    end: new Date(start.getTime() + 4 * HOUR_MS),
    problems: ['A', 'B', 'C'],
    registered: Object.values(t),
    stars: ['rp-star'],
  });
  const field: [string, string, number, number][] = [
    ['star', 'A', S.ACCEPTED, 1],
    ['cal', 'A', S.WRONG_ANSWER, 3],
    ['ann', 'A', S.WRONG_ANSWER, 5.2],
    ['ben', 'A', S.ACCEPTED, 8],
    ['cal', 'A', S.TIME_LIMIT_EXCEEDED, 9],
    ['ann', 'A', S.ACCEPTED, 12.5],
    ['ann', 'A', S.WRONG_ANSWER, 14],
    ['cal', 'A', S.ACCEPTED, 15.75],
    ['ann', 'B', S.COMPILE_ERROR, 20],
    ['cal', 'B', S.ACCEPTED, 25.2],
    ['ben', 'B', S.WRONG_ANSWER, 30],
    ['ben', 'B', S.RUNTIME_ERROR, 35],
    ['ann', 'B', S.ACCEPTED, 40.1],
    ['ben', 'B', S.ACCEPTED, 50.3],
    ['dee', 'C', S.RUNTIME_ERROR, 60],
    ['dee', 'C', S.MEMORY_LIMIT_EXCEEDED, 62],
    ['dee', 'A', S.PRESENTATION_ERROR, 64],
    ['ann', 'C', S.WRONG_ANSWER, 70],
    ['ann', 'C', S.WRONG_ANSWER, 75],
  ];
  for (const [who, problem, status, minute] of field) await submitAt(server, c, t[who]!, problem, status, minute);
  await submitAt(server, c, author, 'B', S.ACCEPTED, 2);
  // Now, through the API and the judge host: cal solves C, ben fails it, dee's B waits.
  const submit = (who: string, problem: string) =>
    server.call('POST', '/api/submit-problem-judge', {
      token: t[who]!.token,
      body: { pid: problem, cid: c.cid, language: 'C++', code: CODE },
    });
  expect((await submit('cal', 'C')).status).toBe(200);
  expect((await submit('ben', 'C')).status).toBe(200);
  expect((await submit('dee', 'B')).status).toBe(200);
  await judgeNext(server, S.ACCEPTED);
  await judgeNext(server, S.WRONG_ANSWER);
});
afterAll(async () => {
  await server.close();
});

/** Our own board's rows as the replay states them (the rank call's seconds and cells). */
function ours(rows: ACMContestRankVO[]) {
  return rows.map((r) => ({
    team_id: r.uid,
    rank: r.rank,
    num_solved: r.ac,
    penalty_seconds: r.totalTime,
    solved: ['A', 'B', 'C'].map((d) => (r.submissionInfo[d]?.isAC ? Math.floor(r.submissionInfo[d].ACTime! / 60) : null)),
    tries: ['A', 'B', 'C'].map((d) => r.submissionInfo[d]?.errorNum ?? 0),
  }));
}

/** The minute of the team's last solved problem (the standard's `score.time`), null before any. */
function lastSolved(r: ReplayedRow): number | null {
  const times = r.problems.flatMap((p) => (p.time === undefined ? [] : [p.time]));
  return times.length > 0 ? Math.max(...times) : null;
}

function replayedAsOurs(rows: ReplayedRow[]) {
  return rows.map((r) => ({
    team_id: r.team_id,
    rank: r.rank,
    num_solved: r.num_solved,
    penalty_seconds: r.penalty_seconds,
    solved: r.problems.map((p) => (p.solved ? p.time! : null)),
    tries: r.problems.map((p) => (p.solved ? p.num_judged - 1 : p.num_judged)),
  }));
}

it('replays the event feed into the board of /scoreboard and of our own rank call', async () => {
  const feed = await readFeed(server, c.cid);
  expect(feed.http).toBe(200);
  const replayed = replayScoreboard(feed.events);
  console.log(`replayed board of contest ${c.cid} (+tries@minute, -tries, ?waiting):\n${boardTable(replayed)}`);

  const clics = (await (await fetch(`${server.url}/api/clics/contests/${c.cid}/scoreboard`)).json()) as ClicsScoreboard;
  expect(clics.rows).toEqual(
    replayed.map((r) => ({
      rank: r.rank,
      team_id: r.team_id,
      score: { num_solved: r.num_solved, total_time: r.total_time, time: lastSolved(r) },
      problems: r.problems,
    })),
  );

  const rank = await server.call('POST', '/api/get-contest-rank', {
    token: author.token,
    body: { cid: c.cid, limit: 50, removeStar: true },
  });
  const board = ours(rank.data.records as ACMContestRankVO[]);
  const onBoard = new Set(board.map((r) => r.team_id));
  expect(replayedAsOurs(replayed.filter((r) => onBoard.has(r.team_id)))).toEqual(board);
  // Who never submitted is not on our board: the replay ties them with who solved nothing.
  const rest = replayed.filter((r) => !onBoard.has(r.team_id));
  expect(rest.map((r) => [r.name, r.rank, r.num_solved])).toEqual([['rp-eve', 4, 0]]);

  // What the table shows, spelled out: cal's 3 (A after two tries), ann's 2 (a compile error costs nothing,
  // a wrong answer after the accepted one neither), ben's 2, dee and eve tied with nothing; the star user
  // and the author are not ranked; dee's B waits.
  expect(replayed.map((r) => [r.name, r.rank, r.num_solved])).toEqual([
    ['rp-cal', 1, 3],
    ['rp-ann', 2, 2],
    ['rp-ben', 3, 2],
    ['rp-dee', 4, 0],
    ['rp-eve', 4, 0],
  ]);
  const ann = replayed.find((r) => r.name === 'rp-ann')!;
  expect(ann.total_time).toBe(12 + 20 + 40);
  expect(ann.problems.map((p) => p.num_judged)).toEqual([2, 1, 2]);
  expect(replayed.find((r) => r.name === 'rp-dee')!.problems[1]!.num_pending).toBe(1);
});
