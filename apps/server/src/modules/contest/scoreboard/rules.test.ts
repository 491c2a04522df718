import { describe, expect, it } from 'vitest';
import { AwardType, ContestType, JudgeStatus, type ACMContestRankVO, type OIContestRankVO } from '@arbiter/contract';
import { allRowsOf, pageOf } from './assemble.ts';
import { buildBoards, type ContestBoards } from './contest-boards.ts';
import { statusClass, type BoardSettings, type SubmissionRow, type ViewName } from './rules.ts';
import { HOUR, award, ident, settings, snapshot, sub } from './test-fixtures.ts';

const S = JudgeStatus;
const A = 11;
const B = 12;
const C = 13;

const acm = (s: BoardSettings, subs: SubmissionRow[], view: ViewName = 'real', removeStar = false) =>
  allRowsOf(buildBoards(s, subs).view(view), removeStar) as ACMContestRankVO[];
const oi = (s: BoardSettings, subs: SubmissionRow[], view: ViewName = 'real') =>
  allRowsOf(buildBoards(s, subs).view(view), false) as OIContestRankVO[];
const byUser = <T extends { username: string }>(rows: T[]) => Object.fromEntries(rows.map((r) => [r.username, r]));

describe('verdict classes (B.12)', () => {
  it.each([
    [S.ACCEPTED, 'ac'],
    [S.PRESENTATION_ERROR, 'penalty'],
    [S.WRONG_ANSWER, 'penalty'],
    [S.TIME_LIMIT_EXCEEDED, 'penalty'],
    [S.MEMORY_LIMIT_EXCEEDED, 'penalty'],
    [S.RUNTIME_ERROR, 'penalty'],
    [S.COMPILE_ERROR, 'none'],
    [S.SYSTEM_ERROR, 'none'],
    [S.PARTIAL_ACCEPTED, 'none'],
    [S.SUBMITTED_FAILED, 'none'],
    [S.CANCELLED, 'none'],
  ])('status %i counts as %s', (status, cls) => {
    expect(statusClass(status)).toBe(cls);
  });
});

describe('ACM rows', () => {
  it('adds 20 minutes per counted wrong try before the first AC and ignores later records except in total', () => {
    const [row] = acm(settings(), [
      sub('amy', A, S.WRONG_ANSWER, 60),
      sub('amy', A, S.TIME_LIMIT_EXCEEDED, 120),
      sub('amy', A, S.ACCEPTED, 300),
      sub('amy', A, S.WRONG_ANSWER, 400),
      sub('amy', A, S.ACCEPTED, 500),
    ]);
    expect(row).toMatchObject({ rank: 1, ac: 1, total: 5, totalTime: 2 * 1200 + 300 });
    expect(row!.submissionInfo).toEqual({
      A: { isAC: true, isFirstAC: true, isAfterContest: false, ACTime: 300, errorNum: 2, tryNum: 0 },
    });
  });

  it.each([
    ['Presentation Error', S.PRESENTATION_ERROR, 1],
    ['Memory Limit Exceeded', S.MEMORY_LIMIT_EXCEEDED, 1],
    ['Runtime Error', S.RUNTIME_ERROR, 1],
    ['Compile Error', S.COMPILE_ERROR, 0],
    ['System Error', S.SYSTEM_ERROR, 0],
    ['Partial Accepted', S.PARTIAL_ACCEPTED, 0],
    ['Cancelled', S.CANCELLED, 0],
    ['Submitted Failed', S.SUBMITTED_FAILED, 0],
  ])('a %s before the AC costs %i tries', (_name, status, tries) => {
    const [row] = acm(settings(), [sub('amy', A, status, 100), sub('amy', A, S.ACCEPTED, 200)]);
    expect(row).toMatchObject({ ac: 1, total: 2, totalTime: tries * 1200 + 200 });
    expect(row!.submissionInfo.A).toMatchObject({ errorNum: tries });
  });

  it('leaves pending records out entirely, and users with nothing else off the board', () => {
    const rows = acm(settings(), [
      sub('amy', A, S.PENDING, 10),
      sub('amy', A, S.COMPILING, 11),
      sub('amy', A, S.JUDGING, 12),
      sub('amy', A, S.SUBMITTING, 13),
      sub('ben', A, S.PENDING, 10),
      sub('amy', B, S.WRONG_ANSWER, 20),
    ]);
    expect(rows.map((r) => [r.username, r.total])).toEqual([['amy', 1]]);
    expect(Object.keys(rows[0]!.submissionInfo)).toEqual(['B']);
  });

  it('shares first blood between equal earliest AC times, per problem', () => {
    const rows = byUser(
      acm(settings(), [
        sub('amy', A, S.ACCEPTED, 300),
        sub('ben', A, S.ACCEPTED, 300, { ms: 999 }),
        sub('cat', A, S.ACCEPTED, 301),
        sub('cat', B, S.ACCEPTED, 900),
        sub('amy', B, S.ACCEPTED, 901),
      ]),
    );
    expect(rows.amy!.submissionInfo.A!.isFirstAC).toBe(true);
    expect(rows.ben!.submissionInfo.A!.isFirstAC).toBe(true);
    expect(rows.cat!.submissionInfo.A!.isFirstAC).toBe(false);
    expect(rows.cat!.submissionInfo.B!.isFirstAC).toBe(true);
    expect(rows.amy!.submissionInfo.B!.isFirstAC).toBe(false);
  });

  it('drops records before the start and counts whole seconds since it', () => {
    const rows = acm(settings(), [
      sub('amy', A, S.ACCEPTED, -1),
      sub('amy', B, S.ACCEPTED, 0, { ms: -1 }),
      sub('ben', A, S.ACCEPTED, 59, { ms: 999 }),
    ]);
    expect(rows.map((r) => [r.username, r.totalTime])).toEqual([['ben', 59]]);
  });

  it('counts records at or after the end only on the containsEnd board, flagged as after the contest', () => {
    const s = settings({ duration: HOUR });
    const subs = [
      sub('amy', A, S.ACCEPTED, 100),
      sub('amy', B, S.WRONG_ANSWER, HOUR - 1),
      sub('amy', B, S.ACCEPTED, HOUR),
      sub('ben', A, S.ACCEPTED, HOUR + 5),
    ];
    const real = acm(s, subs);
    expect(real.map((r) => [r.username, r.ac, r.total])).toEqual([['amy', 1, 2]]);
    expect(real[0]!.submissionInfo.B).toMatchObject({ isAC: false, errorNum: 1 });
    const withEnd = byUser(acm(s, subs, 'end'));
    expect(withEnd.amy).toMatchObject({ ac: 2, total: 3, totalTime: 100 + 1200 + HOUR });
    expect(withEnd.amy!.submissionInfo.B).toMatchObject({ isAC: true, isAfterContest: true, ACTime: HOUR, isFirstAC: true });
    expect(withEnd.ben!.submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true, isFirstAC: false });
  });

  it('shows records from the seal second on as pending tries on the sealed board, even after an AC', () => {
    const seal = 4 * HOUR;
    const s = settings({ sealSec: seal });
    const subs = [
      sub('amy', A, S.WRONG_ANSWER, seal - 1),
      sub('amy', A, S.ACCEPTED, seal),
      sub('amy', A, S.WRONG_ANSWER, seal + 10),
      sub('ben', B, S.ACCEPTED, 100),
      sub('ben', B, S.WRONG_ANSWER, seal + 1),
      sub('ben', C, S.COMPILE_ERROR, seal + 2),
    ];
    const sealed = byUser(acm(s, subs, 'sealed'));
    expect(sealed.amy).toMatchObject({ ac: 0, total: 3, totalTime: 0 });
    expect(sealed.amy!.submissionInfo.A).toEqual({
      isAC: false,
      isFirstAC: false,
      isAfterContest: false,
      ACTime: null,
      errorNum: 1,
      tryNum: 2,
    });
    expect(sealed.ben).toMatchObject({ ac: 1, total: 3, totalTime: 100 });
    expect(sealed.ben!.submissionInfo.B).toMatchObject({ isAC: true, tryNum: 1, errorNum: 0 });
    expect(sealed.ben!.submissionInfo.C).toMatchObject({ isAC: false, tryNum: 1 });
    const real = byUser(acm(s, subs));
    expect(real.amy).toMatchObject({ ac: 1, total: 3, totalTime: 1200 + seal });
    expect(real.amy!.submissionInfo.A).toMatchObject({ tryNum: 0, errorNum: 1, isAC: true });
  });

  it('never seals after-end records in: the sealed board leaves them out', () => {
    const s = settings({ duration: HOUR, sealSec: HOUR / 2 });
    const rows = acm(s, [sub('amy', A, S.ACCEPTED, HOUR + 1), sub('ben', A, S.ACCEPTED, 10)], 'sealed');
    expect(rows.map((r) => r.username)).toEqual(['ben']);
  });

  it('ranks by solved then time, sharing a rank on equal keys (1, 2, 2, 4) and breaking order by uid', () => {
    const rows = acm(settings(), [
      sub('dan', A, S.ACCEPTED, 100),
      sub('dan', B, S.ACCEPTED, 100),
      sub('cat', A, S.ACCEPTED, 500),
      sub('bob', A, S.ACCEPTED, 500),
      // A wrong try on a problem never solved costs nothing.
      sub('bob', B, S.WRONG_ANSWER, 50),
      sub('amy', A, S.ACCEPTED, 500),
      sub('eve', A, S.ACCEPTED, 900),
      sub('fay', B, S.WRONG_ANSWER, 10),
    ]);
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['dan', 1],
      ['amy', 2],
      ['bob', 2],
      ['cat', 2],
      ['eve', 5],
      ['fay', 6],
    ]);
  });

  it('gives star users rank -1 without using a rank number, and leaves them out on removeStar', () => {
    const s = settings({ stars: new Set(['bob']), awardType: AwardType.COUNT, awards: [award(1, 1)] });
    const subs = [
      sub('bob', A, S.ACCEPTED, 10),
      sub('amy', A, S.ACCEPTED, 20),
      sub('cat', A, S.ACCEPTED, 30),
      sub('dan', A, S.ACCEPTED, 30),
    ];
    expect(acm(s, subs).map((r) => [r.username, r.rank, r.isWinAward])).toEqual([
      ['bob', -1, false],
      ['amy', 1, true],
      ['cat', 2, false],
      ['dan', 2, false],
    ]);
    expect(acm(s, subs, 'real', true).map((r) => [r.username, r.rank])).toEqual([
      ['amy', 1],
      ['cat', 2],
      ['dan', 2],
    ]);
  });

  it('keeps the creator, super admins and group owners (the excluded uids) off the board', () => {
    const s = settings({ excluded: new Set(['root', 'creator']) });
    expect(
      acm(s, [sub('root', A, S.ACCEPTED, 1), sub('creator', A, S.ACCEPTED, 2), sub('amy', A, S.WRONG_ANSWER, 3)]).map((r) => r.username),
    ).toEqual(['amy']);
  });

  it('skips problems that are not on the board (hidden ones are left out of the problem list)', () => {
    const s = settings({ problems: [{ pid: A, displayId: 'A' }] });
    const rows = acm(s, [sub('amy', 99, S.ACCEPTED, 1), sub('amy', A, S.WRONG_ANSWER, 2)]);
    expect(rows.map((r) => [r.username, r.ac, Object.keys(r.submissionInfo)])).toEqual([['amy', 0, ['A']]]);
  });
});

describe('awards', () => {
  // Ten participants: amy..ivy solve 9..1 problems in that order, jon solves nothing.
  const names = ['amy', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jon'];
  const problems = Array.from({ length: 9 }, (_, i) => ({ pid: 100 + i, displayId: `P${i}` }));
  const subs = names.flatMap((name, u) =>
    u === 9 ? [sub(name, 100, S.WRONG_ANSWER, 1)] : Array.from({ length: 9 - u }, (_, p) => sub(name, 100 + p, S.ACCEPTED, 10)),
  );
  const awardsOf = (s: BoardSettings, list = subs) => acm(s, list).map((r) => r.awardName);

  it('gives proportions of the non-star participants, dropping levels that round to nobody', () => {
    const s = settings({ problems, awardType: AwardType.PROPORTION, awards: [award(2, 20), award(1, 10), award(3, 5), award(4, 30)] });
    expect(awardsOf(s)).toEqual(['L1', 'L2', 'L2', 'L4', 'L4', 'L4', null, null, null, null]);
  });

  it('gives absolute counts, only to rows that solved something, skipping stars', () => {
    const s = settings({ problems, stars: new Set(['bob']), awardType: AwardType.COUNT, awards: [award(1, 1), award(2, 0), award(3, 20)] });
    const rows = acm(s, subs);
    expect(rows.map((r) => r.awardName)).toEqual(['L1', null, 'L3', 'L3', 'L3', 'L3', 'L3', 'L3', 'L3', null]);
    expect(rows[1]).toMatchObject({ username: 'bob', isWinAward: false, awardBackground: null, awardColor: null });
    expect(rows[0]).toMatchObject({ isWinAward: true, awardBackground: '#111', awardColor: '#fff' });
  });

  it('does not special-case ties: a level runs out in the middle of equal rows', () => {
    const tied = [sub('amy', 100, S.ACCEPTED, 10), sub('bob', 100, S.ACCEPTED, 10), sub('cat', 100, S.ACCEPTED, 10)];
    const s = settings({ problems, awardType: AwardType.COUNT, awards: [award(1, 2), award(2, 5)] });
    expect(acm(s, tied).map((r) => [r.rank, r.awardName])).toEqual([
      [1, 'L1'],
      [1, 'L1'],
      [1, 'L2'],
    ]);
  });

  it('gives OI awards only to rows with a score', () => {
    const s = settings({ type: ContestType.OI, awardType: AwardType.COUNT, awards: [award(1, 5)] });
    const rows = oi(s, [sub('amy', A, S.PARTIAL_ACCEPTED, 10, { score: 30 }), sub('bob', A, S.WRONG_ANSWER, 10, { score: 0 })]);
    expect(rows.map((r) => [r.username, r.isWinAward])).toEqual([
      ['amy', true],
      ['bob', false],
    ]);
  });
});

describe('OI rows', () => {
  const scores = [
    sub('amy', A, S.PARTIAL_ACCEPTED, 100, { score: 50, time: 20 }),
    sub('amy', A, S.ACCEPTED, 200, { score: 100, time: 300 }),
    sub('amy', A, S.WRONG_ANSWER, 300, { score: 30, time: 10 }),
    sub('amy', B, S.ACCEPTED, 50, { score: 100, time: 700 }),
    sub('amy', B, S.ACCEPTED, 60, { score: 100, time: 150 }),
    sub('amy', C, S.COMPILE_ERROR, 70, { score: null }),
  ];

  it('takes the most recent record with Recent and the best with Highest, summing the scores', () => {
    const [recent] = oi(settings({ type: ContestType.OI }), scores);
    expect(recent).toMatchObject({ totalScore: 30 + 100 + 0, submissionInfo: { A: 30, B: 100, C: 0 } });
    const [highest] = oi(settings({ type: ContestType.OI, oiRankScoreType: 'Highest' }), scores);
    expect(highest).toMatchObject({ totalScore: 100 + 100 + 0, submissionInfo: { A: 100, B: 100, C: 0 } });
  });

  it('breaks a tie of seconds by the larger submission id for Recent', () => {
    const [row] = oi(settings({ type: ContestType.OI }), [
      sub('amy', A, S.PARTIAL_ACCEPTED, 100, { score: 70, submitId: 9001 }),
      sub('amy', A, S.PARTIAL_ACCEPTED, 100, { score: 20, submitId: 9002 }),
    ]);
    expect(row!.totalScore).toBe(20);
  });

  it('sums the fastest accepted run of each problem as the time tie-break', () => {
    const [row] = oi(settings({ type: ContestType.OI }), scores);
    expect(row).toMatchObject({ totalTime: 300 + 150, timeInfo: { A: 300, B: 150 } });
  });

  it('orders by score, then time, sharing a rank on both equal', () => {
    const rows = oi(settings({ type: ContestType.OI }), [
      sub('amy', A, S.ACCEPTED, 10, { score: 100, time: 500 }),
      sub('bob', A, S.ACCEPTED, 10, { score: 100, time: 200 }),
      sub('cat', A, S.ACCEPTED, 10, { score: 100, time: 200 }),
      sub('dan', A, S.PARTIAL_ACCEPTED, 10, { score: 90, time: 1 }),
    ]);
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['bob', 1],
      ['cat', 1],
      ['amy', 3],
      ['dan', 4],
    ]);
  });

  it('uses only records up to one second before the seal on the sealed board', () => {
    const seal = 2 * HOUR;
    const s = settings({ type: ContestType.OI, sealSec: seal });
    const subs = [
      sub('amy', A, S.PARTIAL_ACCEPTED, seal - 1, { score: 40 }),
      sub('amy', A, S.ACCEPTED, seal, { score: 100, time: 5 }),
      sub('ben', B, S.ACCEPTED, seal + 100, { score: 100, time: 9 }),
    ];
    expect(oi(s, subs, 'sealed').map((r) => [r.username, r.totalScore, r.timeInfo])).toEqual([['amy', 40, {}]]);
    expect(oi(s, subs).map((r) => [r.username, r.totalScore])).toEqual([
      ['amy', 100],
      ['ben', 100],
    ]);
  });
});

describe('problem counts', () => {
  it('count accepted and all counted records per problem under each view', () => {
    const s = settings({ duration: HOUR, sealSec: HOUR / 2, excluded: new Set(['root']) });
    const boards = buildBoards(s, [
      sub('amy', A, S.WRONG_ANSWER, 10),
      sub('amy', A, S.ACCEPTED, 20),
      sub('ben', A, S.ACCEPTED, HOUR / 2),
      sub('ben', B, S.COMPILE_ERROR, HOUR / 2 - 1),
      sub('cat', A, S.ACCEPTED, HOUR),
      sub('cat', A, S.PENDING, 30),
      sub('root', A, S.ACCEPTED, 30),
      sub('dan', A, S.ACCEPTED, -5),
    ]);
    const counts = (view: ViewName) => Object.fromEntries(boards.problemCounts(view));
    expect(counts('real')).toEqual({ [A]: { ac: 2, total: 3 }, [B]: { ac: 0, total: 1 }, [C]: { ac: 0, total: 0 } });
    expect(counts('end')).toEqual({ [A]: { ac: 3, total: 4 }, [B]: { ac: 0, total: 1 }, [C]: { ac: 0, total: 0 } });
    expect(counts('sealed')).toEqual({ [A]: { ac: 1, total: 2 }, [B]: { ac: 0, total: 1 }, [C]: { ac: 0, total: 0 } });
  });
});

describe('changes to a kept board', () => {
  const keep = (s: BoardSettings, subs: SubmissionRow[]): ContestBoards => {
    const boards = buildBoards(s, subs);
    for (const view of ['real', 'end', 'sealed'] as const) boards.view(view);
    return boards;
  };
  const row = (boards: ContestBoards, uid: string) => allRowsOf(boards.view('real'), false).find((r) => r.uid === uid) as ACMContestRankVO;

  it('follows a rejudge from AC to WA, from WA to AC and from AC back to pending, always equal to a rebuild', () => {
    const s = settings({ sealSec: 4 * HOUR });
    const first = sub('amy', A, S.WRONG_ANSWER, 100);
    const ac = sub('amy', A, S.ACCEPTED, 200);
    const other = sub('ben', A, S.ACCEPTED, 150);
    const boards = keep(s, [first, ac, other]);
    const current = new Map([first, ac, other].map((r) => [r.submitId, r]));
    const change = (r: SubmissionRow, status: number) => {
      const next = { ...r, status };
      current.set(r.submitId, next);
      expect(boards.apply(next)).toBe(true);
      expect(snapshot(boards)).toEqual(snapshot(buildBoards(s, current.values())));
    };
    expect(row(boards, 'amy')).toMatchObject({ rank: 2, ac: 1, totalTime: 1400 });

    change(ac, S.WRONG_ANSWER);
    expect(row(boards, 'amy')).toMatchObject({ rank: 2, ac: 0, total: 2, totalTime: 0 });
    expect(row(boards, 'amy').submissionInfo.A).toMatchObject({ isAC: false, errorNum: 2 });

    change(first, S.ACCEPTED);
    expect(row(boards, 'amy')).toMatchObject({ rank: 1, ac: 1, totalTime: 100 });
    expect(row(boards, 'amy').submissionInfo.A).toMatchObject({ isFirstAC: true, errorNum: 0 });
    expect(row(boards, 'ben').submissionInfo.A).toMatchObject({ isFirstAC: false });

    change(first, S.PENDING);
    expect(row(boards, 'amy')).toMatchObject({ rank: 2, ac: 0, total: 1 });

    change(ac, S.PENDING);
    expect(row(boards, 'amy')).toBeUndefined();
    expect(row(boards, 'ben')).toMatchObject({ rank: 1 });
  });

  it('changes nothing when the same state comes again', () => {
    const r = sub('amy', A, S.ACCEPTED, 100);
    const boards = keep(settings(), [r]);
    const before = boards.view('real').revision;
    expect(boards.apply({ ...r })).toBe(false);
    expect(boards.view('real').revision).toBe(before);
  });

  it('does not move the board for a change outside the view', () => {
    const s = settings({ duration: HOUR });
    const boards = keep(s, [sub('amy', A, S.ACCEPTED, 100)]);
    const before = boards.view('real').revision;
    expect(boards.apply(sub('ben', A, S.ACCEPTED, HOUR + 1))).toBe(true);
    expect(boards.view('real').revision).toBe(before);
    expect(boards.view('end').size).toBe(2);
  });
});

describe('pages', () => {
  const s = settings({ rankShowName: 'nickname', stars: new Set(['star']) });
  const people = [
    ident('u1', { username: 'alpha', nickname: 'Ace', school: 'North High' }),
    ident('u2', { username: 'beta', nickname: 'Bee', school: 'South High' }),
    ident('u3', { username: 'gamma', nickname: 'Gam', school: 'north academy' }),
    ident('u4', { username: 'star', nickname: 'Shiny', school: 'Elsewhere' }),
  ];
  const subs = [
    { ...sub('u1', A, S.ACCEPTED, 10), username: 'alpha' },
    { ...sub('u2', A, S.ACCEPTED, 20), username: 'beta' },
    { ...sub('u3', A, S.ACCEPTED, 30), username: 'gamma' },
    { ...sub('u4', A, S.ACCEPTED, 5), username: 'star' },
  ];
  const board = buildBoards(s, subs, people).view('real');
  const names = (p: { records: { username: string }[] }) => p.records.map((r) => r.username);

  it('filters by school or the rank-show field, case-insensitively', () => {
    expect(names(pageOf(board, { currentPage: 1, limit: 50, keyword: 'NORTH', removeStar: false }))).toEqual(['alpha', 'gamma']);
    expect(names(pageOf(board, { currentPage: 1, limit: 50, keyword: 'bee', removeStar: false }))).toEqual(['beta']);
    // The username is not the rank-show field here.
    expect(pageOf(board, { currentPage: 1, limit: 50, keyword: 'beta', removeStar: false }).total).toBe(0);
  });

  it('prepends pinned rows before cutting the page, counting them in total', () => {
    const first = pageOf(board, { currentPage: 1, limit: 2, removeStar: true, pinnedUids: ['u3', 'u2', 'u3', 'nobody', 'u4'] });
    expect(first).toMatchObject({ total: 5, size: 2, current: 1, pages: 3 });
    expect(names(first)).toEqual(['gamma', 'beta']);
    expect(first.records.map((r) => r.rank)).toEqual([3, 2]);
    expect(names(pageOf(board, { currentPage: 2, limit: 2, removeStar: true, pinnedUids: ['u3', 'u2'] }))).toEqual(['alpha', 'beta']);
    expect(names(pageOf(board, { currentPage: 3, limit: 2, removeStar: true, pinnedUids: ['u3', 'u2'] }))).toEqual(['gamma']);
    expect(names(pageOf(board, { currentPage: 9, limit: 2, removeStar: false }))).toEqual([]);
  });

  it('shows identity fields from the user and star users first with rank -1', () => {
    const p = pageOf(board, { currentPage: 1, limit: 1, removeStar: false });
    expect(p.records[0]).toMatchObject({ username: 'star', nickname: 'Shiny', school: 'Elsewhere', rank: -1 });
  });
});
