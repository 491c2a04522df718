import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role } from '@arbiter/contract';
import { judge, userMessage } from '../../db/schema.ts';
import { TEST_DB, startTestServer, type TestServer } from '../../../test/harness.ts';
import { openEvents, type EventReader } from '../../../test/events.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { judgeNext } from '../../../test/judge-host.ts';
import { addAnnouncement, addContest, addContestJudged, addContestProblem } from '../contest/test-fixtures.ts';

let server: TestServer;
let student: TestUser;
let other: TestUser;
const open: EventReader[] = [];
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}';

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  student = await addUser(server, 'watcher');
  other = await addUser(server, 'bystander');
  await addProblem(server, { problemId: 'LIVE', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['C++'] });
});
afterAll(async () => {
  for (const r of open) r.close();
  await server.close();
});

async function stream(base: string, opts: Parameters<typeof openEvents>[1] = {}): Promise<EventReader> {
  const r = await openEvents(base, opts);
  open.push(r);
  return r;
}

async function submit(user: TestUser): Promise<number> {
  const res = await server.call('POST', '/api/submit-problem-judge', {
    token: user.token,
    body: { pid: 'LIVE', language: 'C++', code: CODE },
  });
  expect(res.status, res.msg).toBe(200);
  return res.data.submitId as number;
}

describe('the event stream', () => {
  it('greets, then carries the user’s own verdicts and no one else’s', async () => {
    const mine = await stream(server.url, { token: student.token });
    expect(mine.http).toBe(200);
    expect(await mine.next('hello')).toEqual({ uid: student.uid, cid: null });
    const theirs = await stream(server.url, { token: other.token });
    await theirs.next('hello');

    const submitId = await submit(student);
    expect(await mine.next('verdict', (v) => v.submitId === submitId)).toMatchObject({ status: JudgeStatus.PENDING, cid: 0 });
    await judgeNext(server, JudgeStatus.ACCEPTED);
    expect(await mine.next('verdict', (v) => v.submitId === submitId && v.status === JudgeStatus.ACCEPTED)).toBeTruthy();
    // A later event of the bystander's own shows that the stream was live while the student's went by.
    const own = await submit(other);
    await theirs.next('verdict', (v) => v.submitId === own);
    expect(theirs.received.some((e) => e.name === 'verdict' && (e.data as { submitId: number }).submitId === submitId)).toBe(false);
    await judgeNext(server, JudgeStatus.ACCEPTED);
  });

  it('pushes a watched contest’s board changes and announcements, to anonymous watchers of a public board too', async () => {
    const cid = await addContest(server, { state: 'running' });
    const pidRows = await server.call('GET', '/api/get-problem-detail', { query: { problemId: 'LIVE' } });
    const cpid = await addContestProblem(server, cid, pidRows.data.problem.id as number, 'A');
    const watcher = await stream(server.url, { query: { cid } });
    expect(await watcher.next('hello')).toEqual({ uid: null, cid });

    await addContestJudged(server, student, cid, cpid, { status: JudgeStatus.ACCEPTED, submitTime: new Date() });
    const board = await watcher.next('board', (b) => b.cid === cid);
    expect(board.rev).toBeGreaterThan(0);
    await addAnnouncement(server, cid, { title: 'Problem A clarified' });
    expect(await watcher.next('announcement')).toEqual({ cid });
  });

  it('tells a user their unread counts changed, and only them', async () => {
    const mine = await stream(server.url, { token: student.token });
    await mine.next('hello');
    await server.ctx.db.insert(userMessage).values({
      action: 'Reply',
      senderId: other.uid,
      recipientId: student.uid,
      sourceId: 1,
      sourceType: 'Discussion',
    });
    expect(await mine.next('unread')).toEqual({});
  });

  it('opens with a ticket for clients that cannot send a header, and refuses a bad one', async () => {
    const ticket = await server.call('POST', '/api/events/ticket', { token: student.token });
    expect(ticket.status).toBe(200);
    const byTicket = await stream(server.url, { query: { ticket: ticket.data.ticket as string } });
    expect(await byTicket.next('hello')).toEqual({ uid: student.uid, cid: null });
    const bad = await stream(server.url, { query: { ticket: 'not-a-ticket' } });
    expect(bad.http).toBe(401);
    expect(JSON.parse(bad.refusal!).msg).toMatch(/ticket/);
    expect((await server.call('POST', '/api/events/ticket')).http).toBe(401);
  });

  it('refuses to watch a contest the caller may not look at', async () => {
    const hidden = await addContest(server, { visible: false });
    const refused = async (r: EventReader) => (r.refusal === null ? 'streamed' : (JSON.parse(r.refusal) as { status: number }).status);
    expect(await refused(await stream(server.url, { token: student.token, query: { cid: hidden } }))).toBe(404);
    const privateOne = await addContest(server, { auth: ContestAuth.PRIVATE, pwd: 'secret' });
    expect(await refused(await stream(server.url, { token: student.token, query: { cid: privateOne } }))).toBe(403);
    const notStarted = await addContest(server, { state: 'scheduled' });
    expect(await refused(await stream(server.url, { query: { cid: notStarted } }))).toBe(403);
    const admin = await addUser(server, 'live-admin', { role: Role.ROOT });
    expect(await refused(await stream(server.url, { token: admin.token, query: { cid: privateOne } }))).toBe('streamed');
    // Bad input is refused as every call refuses it, with the envelope, not a stream.
    expect(await refused(await stream(server.url, { query: { cid: 'x' } }))).toBe(400);
  });
});

describe.runIf(TEST_DB === 'postgres')('across replicas', () => {
  it('delivers a verdict written through one replica to a stream open on another', async () => {
    const replica = await startTestServer({ databaseUrl: server.ctx.config.databaseUrl });
    try {
      const there = await openEvents(replica.url, { token: student.token });
      open.push(there);
      await there.next('hello');
      const submitId = await submit(student);
      await judgeNext(server, JudgeStatus.WRONG_ANSWER);
      expect(await there.next('verdict', (v) => v.submitId === submitId && v.status === JudgeStatus.WRONG_ANSWER)).toBeTruthy();
      const rows = await server.ctx.db.select({ status: judge.status }).from(judge).where(eq(judge.submitId, submitId));
      expect(rows[0]!.status).toBe(JudgeStatus.WRONG_ANSWER);
    } finally {
      await replica.close();
    }
  });
});
