import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestType, JudgeStatus, Role } from '@arbiter/contract';
import { judge } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { judgeNext } from '../../../test/judge-host.ts';
import { HOUR_MS } from '../contest/test-fixtures.ts';
import { type FeedLine, openFeed, readFeed, type FeedStream } from './test-support/feed-client.ts';
import { fold } from './test-support/replay.ts';
import { notification } from './test-support/schema.ts';
import { clarify, seedContest, submitAt, type SeededContest } from './test-support/seed.ts';

/**
 * The event feed over time: its tokens name places that mean the same on every read, so a client
 * that resumes after any event gets exactly the rest; an open feed sends what happens after it
 * opened (a submission, its verdict from the judge host) and a bare newline while nothing does;
 * and a rejudge, which rewrites what was sent, makes the server refuse the old token (HTTP 400).
 */

let server: TestServer;
let author: TestUser;
let ann: TestUser;
let ben: TestUser;
let c: SeededContest;
const S = JudgeStatus;
const streams: FeedStream[] = [];
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';
const KEEP_ALIVE_MS = 700;

beforeAll(async () => {
  server = await startTestServer({ clicsFeed: { settleMs: 150, pollMs: 50, keepAliveMs: KEEP_ALIVE_MS } });
  await server.ctx.site.write('switch', { openContestJudge: true, defaultSubmitInterval: 0 });
  author = await addUser(server, 'ef-author', { role: Role.ADMIN });
  ann = await addUser(server, 'ef-ann');
  ben = await addUser(server, 'ef-ben');
  const start = new Date(Date.now() - 2 * HOUR_MS);
  c = await seedContest(server, {
    type: ContestType.ACM,
    author,
    start,
    end: new Date(start.getTime() + 5 * HOUR_MS),
    problems: ['A', 'B'],
    registered: [ann, ben],
  });
  await submitAt(server, c, ann, 'A', S.WRONG_ANSWER, 3, { caseStatuses: [S.WRONG_ANSWER] });
  // Judged long after later submissions: its verdict's event comes after theirs.
  await submitAt(server, c, ben, 'A', S.ACCEPTED, 4, { judgedAfterSec: 40 * 60, caseStatuses: [S.ACCEPTED] });
  await submitAt(server, c, ann, 'A', S.ACCEPTED, 10, { caseStatuses: [S.ACCEPTED] });
  await submitAt(server, c, ann, 'B', S.ACCEPTED, 30);
  await clarify(server, c, ben, { question: 'Is B easy?', minute: 12, display: 'B', answer: 'Read it.', answeredAt: 50, by: author });
  await clarify(server, c, ann, { question: 'Anything?', minute: 55 });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await server.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('reconnecting', () => {
  it('gives exactly the events after any token: a feed cut anywhere and resumed is the whole feed', async () => {
    await settle();
    const full = await readFeed(server, c.cid, { token: author.token });
    expect(full.http).toBe(200);
    const n = full.events.length;
    expect(n).toBeGreaterThan(30);
    for (const e of full.events) expect(notification.safeParse(e).error?.message).toBeUndefined();
    // Tokens are unique and the same on every read.
    expect(new Set(full.events.map((e) => e.token)).size).toBe(n);
    expect((await readFeed(server, c.cid, { token: author.token })).lines).toEqual(full.lines);
    const cuts = [...new Set([1, 2, 17, Math.floor(n / 3), Math.floor(n / 2), n - 3, n - 1, n])];
    for (const cut of cuts) {
      const rest = await readFeed(server, c.cid, { token: author.token, since: full.events[cut - 1]!.token });
      expect(rest.http).toBe(200);
      expect([...full.lines.slice(0, cut), ...rest.lines], `cut after ${cut}`).toEqual(full.lines);
    }
  });

  it('keeps a late verdict after the submissions made before it', async () => {
    const full = await readFeed(server, c.cid, { token: author.token });
    const place = (type: string, id: string) => full.events.findIndex((e) => e.type === type && e.id === id);
    const [wa, late, ac] = (await server.ctx.db.select({ id: judge.submitId }).from(judge).orderBy(judge.submitId)).map((r) =>
      String(r.id),
    );
    expect(place('judgements', late!)).toBeGreaterThan(place('submissions', ac!));
    expect(place('judgements', wa!)).toBeLessThan(place('submissions', late!));
    // Everything an event refers to came before it.
    for (const [i, e] of full.events.entries()) {
      if (e.type !== 'submissions') continue;
      const before = full.events.slice(0, i);
      expect(before.some((b) => b.type === 'teams' && b.id === e.data.team_id)).toBe(true);
      expect(before.some((b) => b.type === 'problems' && b.id === e.data.problem_id)).toBe(true);
      expect(before.some((b) => b.type === 'languages' && b.id === e.data.language_id)).toBe(true);
    }
  });

  it('filters by type, and the filtered feed resumes as well', async () => {
    const full = await readFeed(server, c.cid, { token: author.token });
    const wanted = full.events.filter((e) => e.type === 'submissions' || e.type === 'judgements');
    const only = await readFeed(server, c.cid, { token: author.token, types: 'submissions,judgements' });
    expect(only.events).toEqual(wanted);
    const rest = await readFeed(server, c.cid, { token: author.token, types: 'submissions,judgements', since: wanted[2]!.token });
    expect(rest.events).toEqual(wanted.slice(3));
  });
});

describe('an open feed', () => {
  it('sends a submission made after it opened, its verdict from the judge host, and keep-alive newlines', async () => {
    const stream = await openFeed(server, c.cid, { token: author.token });
    streams.push(stream);
    expect(stream.http).toBe(200);
    expect(stream.contentType).toBe('application/x-ndjson; charset=utf-8');
    await stream.next((l) => l.includes('"type":"awards"'));
    const sent = await server.call('POST', '/api/submit-problem-judge', {
      token: ben.token,
      body: { pid: 'B', cid: c.cid, language: 'C++', code: CODE },
    });
    expect(sent.status, sent.msg).toBe(200);
    const submitId = String(sent.data.submitId);
    const submission = JSON.parse(await stream.next((l) => l.includes('"type":"submissions"'))) as FeedLine;
    expect(submission).toMatchObject({ id: submitId, data: { team_id: ben.uid, problem_id: 'B', language_id: 'cpp' } });
    expect(Number(await judgeNext(server, S.ACCEPTED))).toBe(Number(submitId));
    const verdict = JSON.parse(
      await stream.next((l) => l.includes(`"type":"judgements","id":"${submitId}"`) && l.includes('"AC"')),
    ) as FeedLine;
    expect(verdict.data).toMatchObject({ submission_id: submitId, judgement_type_id: 'AC' });
    // Quiet now: a bare newline within the keep-alive time.
    const quietFrom = stream.lines.length;
    const started = Date.now();
    await stream.next((l) => l === '', KEEP_ALIVE_MS * 4);
    expect(Date.now() - started).toBeLessThan(KEEP_ALIVE_MS * 4);
    expect(
      stream.lines
        .slice(quietFrom)
        .filter((l) => l !== '')
        .every((l) => notification.safeParse(JSON.parse(l)).success),
    ).toBe(true);
    // What the open feed said adds up to what a fresh read says.
    await settle();
    const fresh = await readFeed(server, c.cid, { token: author.token });
    const streamed = stream.lines.filter((l) => l !== '').map((l) => JSON.parse(l) as FeedLine);
    expect(fold(streamed)).toEqual(fold(fresh.events));
    // Resuming from the last line streamed gives nothing the stream did not already say (awards it
    // left out because they had not changed).
    const rest = (await readFeed(server, c.cid, { token: author.token, since: streamed.at(-1)!.token })).events;
    const said = fold(streamed);
    for (const e of rest) expect(said.get(e.type)?.get(e.id ?? ''), `${e.type} ${e.id}`).toEqual(e.data);
  });
});

describe('a rejudge', () => {
  it('refuses the tokens given before it, since what they point after was rewritten, and ends open feeds', async () => {
    const before = await readFeed(server, c.cid, { token: author.token });
    const stream = await openFeed(server, c.cid, { token: author.token });
    streams.push(stream);
    await stream.next((l) => l.includes('"type":"awards"'));
    const [first] = await server.ctx.db
      .select({ id: judge.submitId })
      .from(judge)
      .where(eq(judge.uid, ann.uid))
      .orderBy(judge.submitId)
      .limit(1);
    const rejudged = await server.call('GET', '/api/admin/judge/rejudge', {
      token: await tokenFor(server, '1'),
      query: { submitId: first!.id },
    });
    expect(rejudged.status, rejudged.msg).toBe(200);
    const stale = await readFeed(server, c.cid, { token: author.token, since: before.events[5]!.token });
    expect(stale.http).toBe(400);
    expect(JSON.parse(stale.text)).toMatchObject({
      code: 400,
      message: 'The contest changed since this token was given: read the event feed again from the start',
    });
    const ended = Date.now();
    while (!stream.ended && Date.now() - ended < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(stream.ended).toBe(true);
    // The new log: the rejudged submission's judgement waits again (shown once it settled).
    await settle();
    const after = await readFeed(server, c.cid, { token: author.token });
    expect(fold(after.events).get('judgements')!.get(String(first!.id))).toMatchObject({ judgement_type_id: null, end_time: null });
  });
});
