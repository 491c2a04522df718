import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, Role, type ClarificationVO } from '@arbiter/contract';
import { contestAnnouncement, contestClarification } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { openEvents, type EventReader } from '../../../test/events.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { watchWrites, type WriteWatch } from '../../../test/writes.ts';
import { addContest, addContestProblem, registerFor } from '../contest/test-fixtures.ts';

let server: TestServer;
let author: TestUser;
let alice: TestUser;
let bob: TestUser;
let outsider: TestUser;
let cid: number;
let writes: WriteWatch;
const streams: EventReader[] = [];

beforeAll(async () => {
  server = await startTestServer();
  author = await addUser(server, 'clar-author', { role: Role.ADMIN });
  alice = await addUser(server, 'clar-alice');
  bob = await addUser(server, 'clar-bob');
  outsider = await addUser(server, 'clar-outsider');
  cid = await addContest(server, { auth: ContestAuth.PRIVATE, pwd: 'secret', uid: author.uid, author: author.username });
  const pid = await addProblem(server, { problemId: 'CLAR-A', cases: [{ input: '1\n', output: '1\n' }], auth: 3 });
  await addContestProblem(server, cid, pid, 'A');
  await registerFor(server, cid, alice.uid);
  await registerFor(server, cid, bob.uid);
  writes = await watchWrites(server);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await server.close();
});

const ask = (user: TestUser, body: Record<string, unknown>) =>
  server.call('POST', '/api/submit-contest-clarification', { token: user.token, body: { cid, ...body } });
const listFor = async (user: TestUser) =>
  (await server.call('GET', '/api/get-contest-clarifications', { token: user.token, query: { cid } })).data?.records as ClarificationVO[];
const answer = (user: TestUser, body: Record<string, unknown>) =>
  server.call('PUT', '/api/admin/contest/clarification/answer', { token: user.token, body });

async function stream(user: TestUser): Promise<EventReader> {
  const s = await openEvents(server.url, { token: user.token, query: { cid } });
  streams.push(s);
  await s.next('hello');
  return s;
}

describe('asking', () => {
  it('takes a contestant’s question about a problem or the contest, and shows it to them and the admins only', async () => {
    const asked = await ask(alice, { displayId: 'A', question: '  Can n be zero?  ' });
    expect(asked.status, asked.msg).toBe(200);
    expect(asked.data).toMatchObject({
      displayId: 'A',
      question: 'Can n be zero?',
      answer: null,
      toAll: false,
      mine: true,
      askedBy: 'clar-alice',
    });
    expect((await ask(alice, { question: 'Is there a break?' })).status).toBe(200);

    expect((await listFor(alice)).map((c) => c.question)).toEqual(['Is there a break?', 'Can n be zero?']);
    expect(await listFor(bob)).toEqual([]);
    const queue = await server.call('GET', '/api/admin/contest/clarifications', { token: author.token, query: { cid } });
    expect((queue.data.records as ClarificationVO[]).map((c) => c.askedBy)).toEqual(['clar-alice', 'clar-alice']);
  });

  it('refuses bad questions, outsiders, other problems and a contest that is not running, and writes nothing', async () => {
    const ended = await addContest(server, { state: 'ended' });
    await writes.written();
    expect((await ask(alice, { question: '   ' })).msg).toBe('The question is required');
    expect((await ask(alice, { question: 'x'.repeat(2001) })).status).toBe(400);
    expect((await ask(alice, { displayId: 'Z', question: 'About Z?' })).msg).toBe('The problem is not in this contest');
    expect((await ask(outsider, { question: 'Let me in?' })).status).toBe(403);
    expect((await server.call('POST', '/api/submit-contest-clarification', { body: { cid, question: 'Anyone?' } })).http).toBe(401);
    const late = await server.call('POST', '/api/submit-contest-clarification', {
      token: alice.token,
      body: { cid: ended, question: 'Too late?' },
    });
    expect(late.msg).toBe('Questions can be asked only while the contest runs');
    expect(await writes.written()).toEqual([]);
  });

  it('keeps a contestant to ten questions waiting at once', async () => {
    const other = await addContest(server, { uid: author.uid });
    for (let i = 0; i < 10; i++)
      expect(
        (await server.call('POST', '/api/submit-contest-clarification', { token: bob.token, body: { cid: other, question: `Q${i}` } }))
          .status,
      ).toBe(200);
    const eleventh = await server.call('POST', '/api/submit-contest-clarification', {
      token: bob.token,
      body: { cid: other, question: 'Q10' },
    });
    expect(eleventh.msg).toMatch(/10 questions waiting/);
  });
});

describe('answering', () => {
  it('answers privately to the asker only, live to the asker’s stream and not to another contestant’s', async () => {
    const aliceStream = await stream(alice);
    const bobStream = await stream(bob);
    const asked = await ask(alice, { question: 'Private: is my output format right?' });
    const id = asked.data.id as number;
    const answered = await answer(author, { id, answer: 'Yes.' });
    expect(answered.data).toMatchObject({ answer: 'Yes.', toAll: false, answeredBy: 'clar-author' });
    expect(await aliceStream.next('clarification', (e) => e.id === id)).toEqual({ cid, id });
    expect((await listFor(alice)).find((c) => c.id === id)?.answer).toBe('Yes.');
    expect((await listFor(bob)).some((c) => c.id === id)).toBe(false);
    // A later event reaches Bob: the private one went by without him.
    const forAll = await ask(alice, { question: 'Is the time limit per test?' });
    await answer(author, { id: forAll.data.id, answer: 'Per test.', toAll: true });
    await bobStream.next('clarification', (e) => e.id === forAll.data.id);
    expect(bobStream.received.some((e) => e.name === 'clarification' && (e.data as { id: number }).id === id)).toBe(false);
    // Answered to all: Bob reads it, without learning who asked.
    const seen = (await listFor(bob)).find((c) => c.id === forAll.data.id);
    expect(seen).toMatchObject({ answer: 'Per test.', toAll: true, mine: false, askedBy: null });
  });

  it('turns a question into an announcement', async () => {
    const asked = await ask(bob, { displayId: 'A', question: 'Are the values distinct?' });
    const res = await server.call('POST', '/api/admin/contest/clarification/announce', {
      token: author.token,
      body: { id: asked.data.id, title: 'On problem A', answer: 'No, they may repeat.' },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ toAll: true, answer: 'No, they may repeat.' });
    const [news] = await server.ctx.db.select().from(contestAnnouncement).where(eq(contestAnnouncement.title, 'On problem A'));
    expect(news).toMatchObject({ cid, content: '[A] Are the values distinct?\n\nNo, they may repeat.' });
  });

  it('leaves answering to the contest’s admins', async () => {
    const asked = await ask(alice, { question: 'May I answer myself?' });
    const id = asked.data.id as number;
    const siteAdmin = await addUser(server, 'clar-site-admin', { role: Role.ADMIN });
    await writes.written();
    for (const user of [alice, bob, siteAdmin]) {
      expect((await answer(user, { id, answer: 'Sure.' })).status).toBe(403);
      expect((await server.call('GET', '/api/admin/contest/clarifications', { token: user.token, query: { cid } })).status).toBe(403);
    }
    expect((await answer(author, { id: 999_999, answer: 'Nobody asked.' })).status).toBe(404);
    expect(await writes.written()).toEqual([]);
    const [row] = await server.ctx.db.select().from(contestClarification).where(eq(contestClarification.id, id));
    expect(row!.answer).toBeNull();
  });
});
