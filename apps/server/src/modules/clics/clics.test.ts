import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, JudgeStatus, Role, type ClicsAccess } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, updateUser, type TestUser } from '../../../test/fixtures.ts';
import { HOUR_MS, addContest } from '../contest/test-fixtures.ts';
import { readFeed } from './test-support/feed-client.ts';
import {
  OBJECTS,
  access as accessSchema,
  accessProblems,
  apiInformation,
  contest,
  failure,
  notification,
  scoreboard,
  timestampsAgree,
} from './test-support/schema.ts';
import { clarify, seedContest, submitAt, type SeededContest } from './test-support/seed.ts';

/**
 * The CLICS REST endpoints of a seeded ACM and OI contest, checked against validators written from
 * the 2023-06 specification (`test-support/schema.ts`), as an anonymous client and as the
 * contest's admin: every object valid, exactly the properties the access endpoint lists, each
 * object the same by itself as in its collection; and the standard's refusals.
 */

let server: TestServer;
let author: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let outsider: TestUser;
let acm: SeededContest;
let oi: SeededContest;
let hiddenCid: number;
let privateCid: number;
const S = JudgeStatus;

beforeAll(async () => {
  server = await startTestServer({ clicsFeed: { settleMs: 0 } });
  author = await addUser(server, 'cl-author', { role: Role.ADMIN });
  alice = await addUser(server, 'cl-alice');
  bob = await addUser(server, 'cl-bob');
  carol = await addUser(server, 'cl-carol');
  outsider = await addUser(server, 'cl-outsider');
  await updateUser(server, alice.uid, { school: 'Hill School', realname: 'Alice A.' });
  await updateUser(server, bob.uid, { school: 'Hill School' });
  await updateUser(server, carol.uid, { school: '湖畔中学' });
  const start = new Date(Date.now() - 4 * HOUR_MS);
  const end = new Date(start.getTime() + 3 * HOUR_MS);
  acm = await seedContest(server, {
    type: ContestType.ACM,
    author,
    start,
    end,
    problems: ['A', 'B', 'C'],
    registered: [alice, bob, carol],
    seal: new Date(end.getTime() - HOUR_MS),
    awards: [
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 },
      { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000', num: 1 },
    ],
  });
  await submitAt(server, acm, alice, 'A', S.WRONG_ANSWER, 5, { caseStatuses: [S.ACCEPTED, S.WRONG_ANSWER] });
  await submitAt(server, acm, alice, 'A', S.ACCEPTED, 12.5, { caseStatuses: [S.ACCEPTED, S.ACCEPTED] });
  await submitAt(server, acm, bob, 'B', S.COMPILE_ERROR, 20);
  await submitAt(server, acm, bob, 'A', S.ACCEPTED, 31, { caseStatuses: [S.ACCEPTED, S.ACCEPTED] });
  await submitAt(server, acm, carol, 'C', S.TIME_LIMIT_EXCEEDED, 150, { caseStatuses: [S.TIME_LIMIT_EXCEEDED] });
  await submitAt(server, acm, carol, 'C', S.PENDING, 170);
  await submitAt(server, acm, author, 'B', S.ACCEPTED, 2);
  await clarify(server, acm, alice, { question: 'Is n positive?', minute: 10, display: 'A', answer: 'Yes.', by: author });
  await clarify(server, acm, bob, { question: 'May we use long double?', minute: 40, answer: 'Yes, all may.', toAll: true, by: author });
  await clarify(server, acm, carol, { question: 'Still waiting?', minute: 60 });

  oi = await seedContest(server, { type: ContestType.OI, author, start, end, problems: ['A', 'B'], registered: [alice, bob] });
  await submitAt(server, oi, alice, 'A', S.PARTIAL_ACCEPTED, 10, { score: 40, caseStatuses: [S.ACCEPTED, S.WRONG_ANSWER] });
  await submitAt(server, oi, alice, 'A', S.ACCEPTED, 30, { score: 100, caseStatuses: [S.ACCEPTED, S.ACCEPTED] });
  await submitAt(server, oi, bob, 'B', S.PARTIAL_ACCEPTED, 50, { score: 60 });

  hiddenCid = await addContest(server, { visible: false, uid: author.uid, author: author.username, title: 'Hidden cup' });
  privateCid = await addContest(server, {
    auth: ContestAuth.PRIVATE,
    pwd: 'secret',
    uid: author.uid,
    author: author.username,
    title: 'Closed cup',
  });
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  http: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the standard's objects, checked by the validators
  body: any;
  text: string;
}

async function get(path: string, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${server.url}/api/clics${path}`, { headers: { ...headers, ...(token ? { authorization: token } : {}) } });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { http: res.status, body, text };
}

/** Everything an endpoint reader gets of a contest: every collection, each object alone, the state, scoreboard and awards. */
async function checkContest(cid: number, token: string | undefined): Promise<{ problems: string[]; counts: Record<string, number> }> {
  const problems: string[] = [];
  const access = accessSchema.parse((await get(`/contests/${cid}/access`, token)).body) as ClicsAccess;
  const counts: Record<string, number> = {};
  for (const { type, properties } of access.endpoints) {
    const schema = OBJECTS[type];
    if (type === 'contest' || type === 'state') {
      const res = await get(type === 'contest' ? `/contests/${cid}` : `/contests/${cid}/state`, token);
      expect(res.http, type).toBe(200);
      const parsed = schema.safeParse(res.body);
      expect(parsed.error?.message, type).toBeUndefined();
      expect(accessProblems(res.body, properties), type).toEqual([]);
      continue;
    }
    const list = await get(`/contests/${cid}/${type}`, token);
    expect(list.http, type).toBe(200);
    expect(Array.isArray(list.body), type).toBe(true);
    expect(timestampsAgree(list.text)).toBe(true);
    counts[type] = list.body.length;
    for (const object of list.body as Record<string, unknown>[]) {
      const parsed = schema.safeParse(object);
      expect(parsed.error?.message, `${type} ${JSON.stringify(object)}`).toBeUndefined();
      expect(accessProblems(object, properties), `${type} ${JSON.stringify(object)}`).toEqual([]);
      const one = await get(`/contests/${cid}/${type}/${String(object.id)}`, token);
      expect(one.body, `${type}/${String(object.id)}`).toEqual(object);
      if (type === 'problems') problems.push(String(object.id));
    }
  }
  const board = await get(`/contests/${cid}/scoreboard`, token);
  expect(scoreboard.safeParse(board.body).error?.message).toBeUndefined();
  expect(
    board.body.rows.every((r: { problems: { problem_id: string }[] }) => r.problems.map((p) => p.problem_id).join() === problems.join()),
  ).toBe(true);
  return { problems, counts };
}

describe('the API information and the contests', () => {
  it('answers the API information of 2023-06', async () => {
    const res = await get('');
    expect(res.http).toBe(200);
    expect(apiInformation.parse(res.body)).toEqual({
      version: '2023-06',
      version_url: 'https://ccs-specs.icpc.io/2023-06/contest_api',
      provider: { name: 'Arbiter' },
    });
  });

  it('lists the contests a caller may see, each a valid contest object', async () => {
    const anonymous = (await get('/contests')).body as { id: string }[];
    for (const c of anonymous) expect(contest.safeParse(c).error?.message).toBeUndefined();
    const ids = anonymous.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([String(acm.cid), String(oi.cid), String(privateCid)]));
    expect(ids).not.toContain(String(hiddenCid));
    expect(((await get('/contests', author.token)).body as { id: string }[]).map((c) => c.id)).toContain(String(hiddenCid));
  });

  it('maps a contest: times, the freeze from the seal, the scoreboard type and the penalty', async () => {
    const c = (await get(`/contests/${acm.cid}`)).body;
    expect(c).toEqual({
      id: String(acm.cid),
      name: 'Contest running',
      formal_name: 'Contest running',
      start_time: acm.start.toISOString(),
      duration: '3:00:00.000',
      scoreboard_freeze_duration: '1:00:00.000',
      scoreboard_type: 'pass-fail',
      penalty_time: 20,
    });
    expect((await get(`/contests/${oi.cid}`)).body).toMatchObject({ scoreboard_type: 'score', scoreboard_freeze_duration: '0:00:00.000' });
  });
});

describe('every endpoint of a contest', () => {
  it('answers valid objects of an ACM contest, to anyone and to its admin, as the access endpoint lists them', async () => {
    const publicView = await checkContest(acm.cid, undefined);
    const adminView = await checkContest(acm.cid, author.token);
    expect(publicView.problems).toEqual(['A', 'B', 'C']);
    // The admin reads runs and every question; the public the answers to all.
    expect(adminView.counts.runs).toBe(7);
    expect(publicView.counts.runs).toBeUndefined();
    expect(adminView.counts.clarifications).toBe(5);
    expect(publicView.counts.clarifications).toBe(1);
    expect(publicView.counts.teams).toBe(4);
    expect(publicView.counts.organizations).toBe(2);
    expect(adminView.counts.judgements).toBe(7);
  });

  it('answers valid objects of an OI contest, with scores', async () => {
    await checkContest(oi.cid, undefined);
    await checkContest(oi.cid, author.token);
    const judgements = (await get(`/contests/${oi.cid}/judgements`)).body as { score: number; judgement_type_id: string }[];
    expect(judgements.map((j) => [j.judgement_type_id, j.score])).toEqual([
      ['PA', 40],
      ['AC', 100],
      ['PA', 60],
    ]);
    const board = (await get(`/contests/${oi.cid}/scoreboard`)).body;
    expect(board.rows.map((r: { team_id: string; score: { score: number } }) => [r.team_id, r.score.score])).toEqual([
      [alice.uid, 100],
      [bob.uid, 60],
    ]);
    expect(board.rows[0].problems[0]).toEqual({ problem_id: 'A', num_judged: 2, num_pending: 0, score: 100, time: 30 });
  });

  it('maps problems, teams, organizations, languages and judgements', async () => {
    const problems = (await get(`/contests/${acm.cid}/problems`)).body;
    expect(problems[0]).toEqual({
      id: 'A',
      label: 'A',
      name: 'Problem A',
      ordinal: 1,
      rgb: '#e53935',
      time_limit: 1.5,
      test_data_count: 2,
    });
    expect(problems.map((p: { rgb: string | null }) => p.rgb)).toEqual(['#e53935', '#1e88e5', '#43a047']);
    const teams = (await get(`/contests/${acm.cid}/teams`)).body as {
      id: string;
      name: string;
      hidden: boolean;
      organization_id: string | null;
    }[];
    expect(teams.find((t) => t.id === alice.uid)).toMatchObject({ name: 'cl-alice', label: 'cl-alice', hidden: false });
    // The contest's author is kept off its board: a hidden team.
    expect(teams.find((t) => t.id === author.uid)?.hidden).toBe(true);
    const orgs = (await get(`/contests/${acm.cid}/organizations`)).body as { id: string; name: string }[];
    expect(orgs.map((o) => o.name).sort()).toEqual(['Hill School', '湖畔中学']);
    expect(teams.find((t) => t.id === bob.uid)?.organization_id).toBe(orgs.find((o) => o.name === 'Hill School')!.id);
    const languages = (await get(`/contests/${acm.cid}/languages`)).body;
    expect(languages).toEqual([
      { id: 'cpp', name: 'C++', entry_point_required: false, extensions: ['cpp'] },
      { id: 'python3', name: 'Python3', entry_point_required: false, extensions: ['py'] },
    ]);
    const types = (await get(`/contests/${acm.cid}/judgement-types`)).body as { id: string; penalty: boolean; solved: boolean }[];
    expect(types.filter((t) => t.penalty).map((t) => t.id)).toEqual(['PE', 'WA', 'MLE', 'RTE', 'TLE']);
    expect(types.filter((t) => t.solved).map((t) => t.id)).toEqual(['AC']);
    const judgements = (await get(`/contests/${acm.cid}/judgements`, author.token)).body as {
      judgement_type_id: string | null;
      end_time: string | null;
    }[];
    expect(judgements.map((j) => j.judgement_type_id)).toEqual(['AC', 'WA', 'AC', 'CE', 'AC', 'TLE', null]);
    expect(judgements.at(-1)?.end_time).toBeNull();
  });

  it('filters a collection on its ID properties, an empty value asking for null', async () => {
    const mine = (await get(`/contests/${acm.cid}/submissions?team_id=${alice.uid}`)).body as { team_id: string }[];
    expect(mine.map((s) => s.team_id)).toEqual([alice.uid, alice.uid]);
    const onA = (await get(`/contests/${acm.cid}/submissions?team_id=${alice.uid}&problem_id=B`)).body;
    expect(onA).toEqual([]);
    const toAll = (await get(`/contests/${acm.cid}/clarifications?to_team_id=`, author.token)).body as { id: string }[];
    expect(toAll.map((c) => c.id)).toEqual(expect.arrayContaining(['2-r']));
    expect((await get(`/contests/${acm.cid}/clarifications?to_team_id=${alice.uid}`, author.token)).body).toHaveLength(1);
  });

  it('gives the contest’s admins a submission’s source as a zip, and nobody else', async () => {
    const subs = (await get(`/contests/${acm.cid}/submissions`, author.token)).body as { id: string; files: { href: string }[] }[];
    const href = subs[0]!.files[0]!.href;
    expect(href).toBe(`contests/${acm.cid}/submissions/${subs[0]!.id}/files`);
    const res = await fetch(`${server.url}/api/clics/${href}`, { headers: { authorization: author.token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const names = await zipNames(Buffer.from(await res.arrayBuffer()));
    expect(names).toEqual(['main.cpp']);
    expect(((await get(`/contests/${acm.cid}/submissions`)).body as { files: unknown[] }[]).every((s) => s.files.length === 0)).toBe(true);
    const refused = await get(`/contests/${acm.cid}/submissions/${subs[0]!.id}/files`, alice.token);
    expect(refused.http).toBe(403);
  });
});

function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      file.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names));
      file.readEntry();
    });
  });
}

describe('refusals', () => {
  it('are the standard’s: an HTTP code with that code and a message, in the client’s language', async () => {
    const unknown = await get('/contests/999999/problems');
    expect(unknown.http).toBe(404);
    expect(failure.safeParse(unknown.body).success).toBe(true);
    expect(unknown.body).toMatchObject({ code: 404, message: 'The contest does not exist', status: 404 });
    expect((await get('/contests/not-a-contest')).http).toBe(404);
    const zh = await get('/contests/999999', undefined, { 'accept-language': 'zh-CN' });
    expect(zh.body).toMatchObject({ code: 404, message: '该比赛不存在', msg: '该比赛不存在' });
    const object = await get(`/contests/${acm.cid}/submissions/999999`);
    expect(object).toMatchObject({ http: 404, body: { code: 404, message: 'The contest has no such object' } });
    expect((await get(`/contests/${acm.cid}/problems/Z`)).http).toBe(404);
    expect((await get(`/contests/${hiddenCid}`)).http).toBe(404);
    expect((await get(`/contests/${hiddenCid}`, author.token)).http).toBe(200);
    const closed = await get(`/contests/${privateCid}/submissions`, outsider.token);
    expect(closed).toMatchObject({ http: 403, body: { code: 403 } });
    const badToken = await get(`/contests/${acm.cid}`, 'Bearer not-a-token');
    expect(badToken).toMatchObject({ http: 401, body: { code: 401 } });
  });

  it('refuses a token that is no token of the feed with HTTP 400', async () => {
    const feed = await readFeed(server, acm.cid, { since: 'nonsense' });
    expect(feed.http).toBe(400);
    expect(failure.parse(JSON.parse(feed.text))).toMatchObject({ code: 400, message: 'The since_token is not a token of this event feed' });
    expect((await readFeed(server, acm.cid, { types: 'teams,persons' })).http).toBe(400);
  });

  it('sends every event of both contests as a valid notification', async () => {
    for (const c of [acm, oi]) {
      for (const token of [undefined, author.token]) {
        const feed = await readFeed(server, c.cid, { token });
        expect(feed.http).toBe(200);
        expect(feed.contentType).toBe('application/x-ndjson; charset=utf-8');
        expect(timestampsAgree(feed.text)).toBe(true);
        for (const e of feed.events) expect(notification.safeParse(e).error?.message, JSON.stringify(e)).toBeUndefined();
        const types = new Set(feed.events.map((e) => e.type));
        const expected = [
          'contest',
          'judgement-types',
          'languages',
          'problems',
          'organizations',
          'teams',
          'state',
          'submissions',
          'judgements',
          'awards',
        ];
        expect([...types].sort()).toEqual([...expected, ...(token ? ['runs'] : []), ...(c === acm ? ['clarifications'] : [])].sort());
      }
    }
  });
});
