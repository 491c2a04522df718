import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role, type ACMContestRankVO, type ContestRankVO, type OIContestRankVO } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, updateUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { download } from '../../../test/transfer.ts';
import { CONTEST_MSG } from './access.ts';
import { acmCellText } from './rank-download.ts';
import { HOUR_MS, MINUTE_MS, addContest, addContestJudged, addContestProblem } from './test-fixtures.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA } = JudgeStatus;
const PATH = '/api/file/download-contest-rank';

let server: TestServer;
let creator: TestUser;
let otherAdmin: TestUser;
let root: TestUser;
let alice: TestUser;
let bob: TestUser;
let star: TestUser;
let viewer: TestUser;
const ids = { acm: 0, oi: 0, priv: 0, soon: 0, hidden: 0 };

const NOW = Date.now();
const START = new Date(NOW - 2 * HOUR_MS);
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE_MS);

beforeAll(async () => {
  server = await startTestServer();
  creator = await addUser(server, 'rd-creator', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'rd-admin2', { role: Role.ADMIN });
  root = await addUser(server, 'rd-root', { role: Role.ROOT });
  alice = await addUser(server, 'rd-alice');
  bob = await addUser(server, 'rd-bob');
  star = await addUser(server, 'rd-star');
  viewer = await addUser(server, 'rd-viewer');
  await updateUser(server, alice.uid, { realname: 'Alice Liu', nickname: 'Ali', school: 'North High' });
  await updateUser(server, bob.uid, { school: 'South High' });
  const pa = await addProblem(server, { problemId: 'RD-A', cases: [], auth: 3 });
  const pb = await addProblem(server, { problemId: 'RD-B', cases: [], auth: 3 });
  const own = { uid: creator.uid, author: creator.username };
  // Running for two hours more, sealed since thirty minutes, ranked by nickname, one star user.
  ids.acm = await addContest(server, {
    ...own,
    title: 'Sealed ACM',
    startTime: START,
    endTime: new Date(NOW + 2 * HOUR_MS),
    sealRank: true,
    sealRankTime: new Date(NOW - 30 * MINUTE_MS),
    rankShowName: 'nickname',
    starAccount: ['rd-star'],
  });
  ids.oi = await addContest(server, { ...own, title: 'Ended OI', type: 1, startTime: START, endTime: new Date(NOW - HOUR_MS) });
  ids.priv = await addContest(server, { ...own, title: 'Private', auth: ContestAuth.PRIVATE, pwd: 'pw' });
  ids.soon = await addContest(server, { ...own, title: 'Soon', state: 'scheduled' });
  ids.hidden = await addContest(server, { ...own, title: 'Hidden', visible: false });
  const cp: Record<string, number> = {};
  for (const key of ['acm', 'oi'] as const) {
    cp[`${key}A`] = await addContestProblem(server, ids[key], pa, 'A');
    cp[`${key}B`] = await addContestProblem(server, ids[key], pb, 'B');
  }
  const judged = (u: TestUser, key: string, minutes: number, status: number, score?: number) =>
    addContestJudged(server, u, key.startsWith('oi') ? ids.oi : ids.acm, cp[key]!, {
      status,
      submitTime: at(minutes),
      score: score ?? null,
    });
  // ACM: Alice solves A at 20 after a wrong try and B after the seal; Bob solves A first, fails B after the seal.
  await judged(alice, 'acmA', 10, WA);
  await judged(alice, 'acmA', 20, AC);
  await judged(bob, 'acmA', 5, AC);
  await judged(bob, 'acmB', 100, WA);
  await judged(alice, 'acmB', 110, AC);
  await judged(star, 'acmA', 30, AC);
  // OI: the recent score per problem counts.
  await judged(alice, 'oiA', 10, PA, 40);
  await judged(bob, 'oiA', 15, AC, 100);
  await judged(bob, 'oiB', 20, PA, 30);
});
afterAll(async () => {
  await server.close();
});

type Query = Record<string, string | number | boolean>;

async function sheetOf(token: string, query: Query): Promise<{ res: Response; rows: (string | number)[][] }> {
  const res = await download(
    server,
    token,
    PATH,
    Object.entries(query).map(([k, v]): [string, string | number] => [k, typeof v === 'boolean' ? String(v) : v]),
  );
  expect(
    res.headers.get('content-type'),
    await res
      .clone()
      .text()
      .catch(() => ''),
  ).toBe('application/vnd.ms-excel');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: (string | number)[][] = [];
  sheet.eachRow((row) => {
    const cells: (string | number)[] = [];
    for (let i = 1; i <= width; i++) cells.push((row.getCell(i).value as string | number | null) ?? '');
    rows.push(cells);
  });
  return { res, rows };
}

/** The board as get-contest-rank gives it to the same caller, without the caller's pinned row. */
async function boardOf(token: string, uid: string, cid: number, body: Record<string, unknown> = {}): Promise<ContestRankVO[]> {
  const res = await server.call('POST', '/api/get-contest-rank', { token, body: { cid, limit: 300, ...body } });
  expect(res.status, res.msg).toBe(200);
  const records = res.data.records as ContestRankVO[];
  return records[0]?.uid === uid && records.filter((r) => r.uid === uid).length === 2 ? records.slice(1) : records;
}

const identity = (r: ContestRankVO, show: string | null) => [
  r.rank === -1 ? '*' : r.rank,
  r.username,
  show ?? '',
  r.realname ?? '',
  r.school ?? '',
];
const acmRow = (r: ACMContestRankVO) => [
  ...identity(r, r.nickname),
  r.ac,
  r.total,
  Math.floor(r.totalTime / 60),
  ...['A', 'B'].map((id) => acmCellText(r.submissionInfo[id])),
];

describe('GET /api/file/download-contest-rank', () => {
  it('writes the ACM board a contestant sees, sealed, as an xlsx file', async () => {
    const { res, rows } = await sheetOf(viewer.token, { cid: ids.acm, forceRefresh: false });
    expect(res.headers.get('content-disposition')).toBe(`attachment;filename=contest_${ids.acm}_rank.xlsx`);
    expect(rows[0]).toEqual([
      'Rank',
      'Username',
      'ShowName',
      'Real Name',
      'School',
      'AC',
      'Total Submission',
      'Total Penalty Time',
      'A',
      'B',
    ]);
    const board = (await boardOf(viewer.token, viewer.uid, ids.acm)) as ACMContestRankVO[];
    expect(rows.slice(1)).toEqual(board.map(acmRow));
    // Bob solved A first; Alice's solve of B and Bob's failure on B are after the seal.
    expect(rows.slice(1)).toEqual([
      [1, 'rd-bob', '', '', 'South High', 1, 2, 5, '5', '? (+1)'],
      ['*', 'rd-star', '', '', '', 1, 1, 30, '30', ''],
      [2, 'rd-alice', 'Ali', 'Alice Liu', 'North High', 1, 3, 40, '20 (-1)', '? (+1)'],
    ]);
    // A forceRefresh of someone who is not the contest's admin changes nothing.
    expect((await sheetOf(alice.token, { cid: ids.acm, forceRefresh: true })).rows).toEqual(rows);
  });

  it("gives the contest's admins the real board when they ask for it, and leaves the star users out on request", async () => {
    for (const token of [creator.token, root.token]) {
      const { rows } = await sheetOf(token, { cid: ids.acm, forceRefresh: true, removeStar: true });
      expect(rows.slice(1)).toEqual([
        [1, 'rd-alice', 'Ali', 'Alice Liu', 'North High', 2, 3, 150, '20 (-1)', '110'],
        [2, 'rd-bob', '', '', 'South High', 1, 2, 5, '5', '-1'],
      ]);
      const board = (await boardOf(token, '', ids.acm, { forceRefresh: true, removeStar: true })) as ACMContestRankVO[];
      expect(rows.slice(1)).toEqual(board.map(acmRow));
    }
    // Without forceRefresh an admin gets the sealed board too, as on the rank tab.
    const sealed = await sheetOf(creator.token, { cid: ids.acm, forceRefresh: false, removeStar: true });
    expect(sealed.rows[1]).toEqual([1, 'rd-bob', '', '', 'South High', 1, 2, 5, '5', '? (+1)']);
  });

  it('writes the OI board: total score and one score per problem', async () => {
    const { rows } = await sheetOf(alice.token, { cid: ids.oi, forceRefresh: false });
    expect(rows[0]).toEqual(['Rank', 'Username', 'ShowName', 'Real Name', 'School', 'Total Score', 'A', 'B']);
    const board = (await boardOf(alice.token, alice.uid, ids.oi)) as OIContestRankVO[];
    expect(rows.slice(1)).toEqual(
      board.map((r) => [...identity(r, r.username), r.totalScore, ...['A', 'B'].map((id) => r.submissionInfo[id] ?? '')]),
    );
    expect(rows.slice(1)).toEqual([
      [1, 'rd-bob', 'rd-bob', '', 'South High', 130, 100, 30],
      [2, 'rd-alice', 'rd-alice', 'Alice Liu', 'North High', 40, 40, ''],
    ]);
  });

  it('refuses whoever may not see the rank, with the rank tab’s messages', async () => {
    const anonymous = await server.call('GET', PATH, { token: null, query: { cid: ids.acm, forceRefresh: false } });
    expect(anonymous.http).toBe(401);
    const priv = await server.call('GET', PATH, { token: viewer.token, query: { cid: ids.priv, forceRefresh: false } });
    expect(priv).toMatchObject({ status: 403, msg: CONTEST_MSG.noAccess });
    const rankOfPriv = await server.call('POST', '/api/get-contest-rank', { token: viewer.token, body: { cid: ids.priv } });
    expect(rankOfPriv).toMatchObject({ status: 403, msg: CONTEST_MSG.noAccess });
    const soon = await server.call('GET', PATH, { token: alice.token, query: { cid: ids.soon, forceRefresh: false } });
    expect(soon).toMatchObject({ status: 403, msg: CONTEST_MSG.notStarted });
    const hidden = await server.call('GET', PATH, { token: otherAdmin.token, query: { cid: ids.hidden, forceRefresh: false } });
    expect(hidden).toMatchObject({ status: 404, msg: CONTEST_MSG.notFound });
    // The contest's admins may download before the start and while it is hidden.
    expect((await sheetOf(creator.token, { cid: ids.soon, forceRefresh: true })).rows).toHaveLength(1);
    expect((await sheetOf(creator.token, { cid: ids.hidden, forceRefresh: true })).rows).toHaveLength(1);
  });

  it('requires forceRefresh', async () => {
    const res = await server.call('GET', PATH, { token: alice.token, query: { cid: ids.acm } });
    expect(res).toMatchObject({ http: 400, status: 400, msg: 'The required request parameters are missing: forceRefresh' });
    const bad = await server.call('GET', PATH, { token: alice.token, query: { cid: ids.acm, forceRefresh: 'maybe' } });
    expect(bad).toMatchObject({ http: 400, status: 400, msg: 'forceRefresh must be true or false' });
  });
});
