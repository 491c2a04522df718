import { describe, expect, it } from 'vitest';
import { JudgeStatus, type ScrollBoardInfo, type ScrollBoardSubmission } from '@arbiter/contract';
import {
  asAcmCell,
  buildBoard,
  finalFrom,
  firstBloodTimes,
  frozenBoard,
  medalsOf,
  nextReveal,
  rankNumbers,
  rankedCount,
  revealAll,
  revealStep,
  verdictOf,
  type RollingBoard,
} from './rolling.ts';

const START = Date.parse('2030-01-01T08:00:00Z');
const SEAL = START + 4 * 3600_000;
const { ACCEPTED: AC, WRONG_ANSWER: WA, COMPILE_ERROR: CE, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;

function info(overrides: Partial<ScrollBoardInfo> = {}): ScrollBoardInfo {
  return {
    id: 7,
    rankShowName: 'username',
    problemCount: 3,
    balloonColor: { B: '#00ff00', A: '#ff0000', C: null },
    startTime: new Date(START).toISOString(),
    sealRankTime: new Date(SEAL).toISOString(),
    starUserList: [],
    ...overrides,
  };
}

let nextId = 1;
/** A submission `minutes` after the start. */
function sub(
  username: string,
  displayId: string,
  status: number,
  minutes: number,
  extra: Partial<ScrollBoardSubmission> = {},
): ScrollBoardSubmission {
  return {
    uid: `u-${username}`,
    username,
    nickname: `nick-${username}`,
    realname: null,
    school: 'School',
    avatar: null,
    gender: 'male',
    submitId: nextId++,
    status,
    submitTime: new Date(START + minutes * 60_000).toISOString(),
    displayId,
    ...extra,
  };
}

const order = (b: RollingBoard) => b.rows.map((r) => r.username);
const row = (b: RollingBoard, username: string) => b.rows.find((r) => r.username === username)!;

describe('verdictOf', () => {
  it('charges PE, WA, TLE, MLE and RE, not CE, SE or partial', () => {
    for (const s of [JudgeStatus.PRESENTATION_ERROR, WA, TLE, JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR]) {
      expect(verdictOf(s)).toBe('penalty');
    }
    for (const s of [CE, JudgeStatus.SYSTEM_ERROR, JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.SUBMITTED_FAILED])
      expect(verdictOf(s)).toBe('free');
    expect(verdictOf(AC)).toBe('accepted');
  });
  it('leaves out submissions without a final verdict', () => {
    for (const s of [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.CANCELLED])
      expect(verdictOf(s)).toBeNull();
  });
});

describe('the frozen board', () => {
  it('judges submissions before the seal by the ACM rules', () => {
    const b = frozenBoard(
      info(),
      [sub('amy', 'A', WA, 10), sub('amy', 'A', CE, 12), sub('amy', 'A', TLE, 15), sub('amy', 'A', AC, 30)],
      false,
    );
    const amy = row(b, 'amy');
    expect(amy.cells.A).toEqual({ solved: true, solvedAt: 1800, wrong: 2, hidden: [] });
    expect(amy.solved).toBe(1);
    // 30 minutes plus 20 minutes for each of WA and TLE; the compile error is free.
    expect(amy.penalty).toBe(1800 + 2 * 1200);
  });

  it('orders problems by display id and reads the submissions in time order whatever order they arrive in', () => {
    const subs = [sub('amy', 'A', AC, 20), sub('amy', 'A', WA, 5)].reverse();
    const b = frozenBoard(info(), subs.reverse(), false);
    expect(b.problems).toEqual(['A', 'B', 'C']);
    expect(row(b, 'amy').cells.A!.wrong).toBe(1);
  });

  it('keeps tries after the seal hidden as pending and counts nothing for them', () => {
    const b = frozenBoard(info(), [sub('bob', 'B', WA, 100), sub('bob', 'B', WA, 250), sub('bob', 'B', AC, 260)], false);
    const bob = row(b, 'bob');
    expect(bob.cells.B!.wrong).toBe(1);
    expect(bob.cells.B!.solved).toBe(false);
    expect(bob.cells.B!.hidden.map((a) => a.verdict)).toEqual(['penalty', 'accepted']);
    expect(bob.solved).toBe(0);
    expect(bob.penalty).toBe(0);
  });

  it('ignores tries after a solve before the seal, submissions before the start, unknown problems and unjudged ones', () => {
    const b = frozenBoard(
      info(),
      [
        sub('amy', 'A', AC, 10),
        sub('amy', 'A', WA, 250),
        sub('amy', 'B', WA, -5),
        sub('amy', 'Z', AC, 20),
        sub('amy', 'C', JudgeStatus.PENDING, 30),
      ],
      false,
    );
    const amy = row(b, 'amy');
    expect(amy.cells.A).toEqual({ solved: true, solvedAt: 600, wrong: 0, hidden: [] });
    expect(amy.cells.B).toEqual({ solved: false, solvedAt: null, wrong: 0, hidden: [] });
    expect(amy.cells.C!.hidden).toEqual([]);
    expect(Object.keys(amy.cells)).toEqual(['A', 'B', 'C']);
  });

  it('leaves out users whose submissions all lack a verdict', () => {
    const b = frozenBoard(info(), [sub('amy', 'A', JudgeStatus.JUDGING, 10), sub('bob', 'A', WA, 10)], false);
    expect(order(b)).toEqual(['bob']);
  });

  it('judges everything when the contest has no seal time', () => {
    const b = frozenBoard(info({ sealRankTime: null }), [sub('amy', 'A', AC, 250)], false);
    expect(row(b, 'amy').solved).toBe(1);
    expect(nextReveal(b)).toBeNull();
  });

  it('shows the contest display name, falling back to the username', () => {
    const subs = [sub('amy', 'A', AC, 10), sub('bob', 'A', AC, 20, { nickname: '  ' })];
    const b = frozenBoard(info({ rankShowName: 'nickname' }), subs, false);
    expect(row(b, 'amy').name).toBe('nick-amy');
    expect(row(b, 'bob').name).toBe('bob');
  });
});

describe('stars', () => {
  const subs = () => [sub('star', 'A', AC, 5), sub('amy', 'A', AC, 10), sub('bob', 'A', AC, 20)];
  it('are dropped with removeStar', () => {
    const b = frozenBoard(info({ starUserList: ['star'] }), subs(), true);
    expect(order(b)).toEqual(['amy', 'bob']);
    expect(rankedCount(b)).toBe(2);
  });
  it('are otherwise sorted in place but unranked and without medals', () => {
    const b = frozenBoard(info({ starUserList: ['star'] }), subs(), false);
    expect(order(b)).toEqual(['star', 'amy', 'bob']);
    expect(row(b, 'star').star).toBe(true);
    expect(rankNumbers(b)).toEqual([null, 1, 2]);
    expect(rankedCount(b)).toBe(2);
    expect([...medalsOf(b, [1, 1, 0])]).toEqual([
      ['u-amy', 'gold'],
      ['u-bob', 'silver'],
    ]);
  });
});

describe('ordering and places', () => {
  it('sorts by solved, then penalty, then username; equal boards share a place', () => {
    const b = frozenBoard(
      info(),
      [
        sub('dan', 'A', AC, 10),
        sub('cat', 'A', AC, 10),
        sub('bob', 'A', AC, 5),
        sub('amy', 'A', AC, 50),
        sub('amy', 'B', AC, 60),
        sub('eve', 'A', WA, 1),
      ],
      false,
    );
    expect(order(b)).toEqual(['amy', 'bob', 'cat', 'dan', 'eve']);
    expect(rankNumbers(b)).toEqual([1, 2, 3, 3, 5]);
  });
});

describe('revealing', () => {
  // amy: 2 solved before the seal. bob: 1 solved, then a sealed WA and AC on B. cat: nothing shown, sealed WA on A and sealed CE on C.
  const subs = () => [
    sub('amy', 'A', AC, 10),
    sub('amy', 'B', AC, 20),
    sub('bob', 'A', AC, 15),
    sub('bob', 'B', WA, 250),
    sub('bob', 'B', AC, 255),
    sub('cat', 'C', CE, 245),
    sub('cat', 'A', WA, 241),
    sub('bob', 'C', AC, 290),
  ];

  it('starts at the lowest row with pending cells, leftmost cell first', () => {
    const b = frozenBoard(info(), subs(), false);
    expect(order(b)).toEqual(['amy', 'bob', 'cat']);
    expect(nextReveal(b)).toEqual({ uid: 'u-cat', index: 2, problem: 'A' });
  });

  it('reveals one cell per step and moves up when a row has nothing left', () => {
    let b = frozenBoard(info(), subs(), false);

    const s1 = revealStep(b)!;
    expect(s1.step).toEqual({ uid: 'u-cat', problem: 'A', accepted: false, wrongAdded: 1, from: 2, to: 2 });
    b = s1.board;
    expect(row(b, 'cat').cells.A).toEqual({ solved: false, solvedAt: null, wrong: 1, hidden: [] });
    expect(nextReveal(b)).toEqual({ uid: 'u-cat', index: 2, problem: 'C' });

    const s2 = revealStep(b)!;
    expect(s2.step).toMatchObject({ uid: 'u-cat', problem: 'C', accepted: false, wrongAdded: 0 });
    b = s2.board;
    // cat is done: the next row up is bob, from his leftmost pending cell.
    expect(nextReveal(b)).toEqual({ uid: 'u-bob', index: 1, problem: 'B' });
    expect(finalFrom(b)).toBe(2);

    const s3 = revealStep(b)!;
    b = s3.board;
    // bob's B: WA then AC at 255 min → 2 solved, 15 + 255 + 20 min of penalty.
    expect(s3.step).toMatchObject({ uid: 'u-bob', problem: 'B', accepted: true, wrongAdded: 1, from: 1, to: 1 });
    expect(row(b, 'bob').penalty).toBe((15 + 255 + 20) * 60);

    const s4 = revealStep(b)!;
    b = s4.board;
    // bob's C brings a third solve: he passes amy.
    expect(s4.step).toMatchObject({ uid: 'u-bob', problem: 'C', accepted: true, wrongAdded: 0, from: 1, to: 0 });
    expect(order(b)).toEqual(['bob', 'amy', 'cat']);
    expect(revealStep(b)).toBeNull();
    expect(nextReveal(b)).toBeNull();
    expect(finalFrom(b)).toBe(0);
  });

  it('does not change the board it was given', () => {
    const b = frozenBoard(info(), subs(), false);
    const copy = structuredClone(b);
    revealStep(b);
    expect(b).toEqual(copy);
  });

  it('marks first blood on the earliest shown AC of each problem', () => {
    const b = frozenBoard(info(), subs(), false);
    expect(firstBloodTimes(b)).toEqual({ A: 600, B: 1200 });
    expect(firstBloodTimes(revealAll(b))).toEqual({ A: 600, B: 1200, C: 290 * 60 });
  });
});

describe('asAcmCell', () => {
  it('shows rolling cells in the live board shape', () => {
    const b = frozenBoard(
      info(),
      [sub('amy', 'A', WA, 5), sub('amy', 'A', AC, 10), sub('bob', 'A', AC, 20), sub('bob', 'B', WA, 250)],
      false,
    );
    const blood = firstBloodTimes(b);
    expect(asAcmCell(row(b, 'amy').cells.A, blood.A)).toEqual({
      isAC: true,
      isFirstAC: true,
      isAfterContest: false,
      ACTime: 600,
      errorNum: 1,
      tryNum: 0,
    });
    expect(asAcmCell(row(b, 'bob').cells.A, blood.A)).toMatchObject({ isAC: true, isFirstAC: false, ACTime: 1200 });
    expect(asAcmCell(row(b, 'bob').cells.B, blood.B)).toMatchObject({ isAC: false, isFirstAC: false, errorNum: 0, tryNum: 1 });
    expect(asAcmCell(undefined, undefined)).toBeUndefined();
  });
});

describe('medals', () => {
  const many = () => ['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => sub(name, 'A', AC, 10 + i));

  it('hands out gold, silver and bronze by head count', () => {
    const b = frozenBoard(info(), many(), false);
    expect(Object.fromEntries(medalsOf(b, [1, 2, 2]))).toEqual({
      'u-a': 'gold',
      'u-b': 'silver',
      'u-c': 'silver',
      'u-d': 'bronze',
      'u-e': 'bronze',
    });
    expect(medalsOf(b, [0, 0, 0]).size).toBe(0);
  });

  it('gives none to rows without a solve', () => {
    const b = frozenBoard(info(), [sub('a', 'A', AC, 10), sub('b', 'A', WA, 10)], false);
    expect(Object.fromEntries(medalsOf(b, [1, 1, 1]))).toEqual({ 'u-a': 'gold' });
  });

  it('shows medals only on rows whose place is final', () => {
    // z's two solves are both sealed and z is the last row: nothing is final until they are revealed.
    const b = frozenBoard(info(), [...many(), sub('z', 'A', AC, 241), sub('z', 'B', AC, 242)], false);
    expect(finalFrom(b)).toBe(7);
    expect(medalsOf(b, [1, 1, 1]).size).toBe(0);
    const done = revealAll(b);
    expect(Object.fromEntries(medalsOf(done, [1, 1, 1]))).toEqual({ 'u-z': 'gold', 'u-a': 'silver', 'u-b': 'bronze' });
  });
});

/** A small deterministic generator, so the random contests are the same on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the end of the reveal', () => {
  const statuses = [AC, AC, WA, WA, TLE, CE, JudgeStatus.RUNTIME_ERROR, JudgeStatus.PRESENTATION_ERROR, JudgeStatus.SYSTEM_ERROR];
  for (const seed of [1, 2, 3, 42, 2024]) {
    it(`equals the real final board (contest #${seed})`, () => {
      const rnd = lcg(seed);
      const users = Array.from({ length: 25 }, (_, i) => `user${String(i).padStart(2, '0')}`);
      const subs: ScrollBoardSubmission[] = [];
      for (let i = 0; i < 400; i += 1) {
        const name = users[Math.floor(rnd() * users.length)]!;
        const problem = ['A', 'B', 'C'][Math.floor(rnd() * 3)]!;
        subs.push(sub(name, problem, statuses[Math.floor(rnd() * statuses.length)]!, Math.floor(rnd() * 300)));
      }
      const stars = { starUserList: ['user03', 'user07'] };
      const frozen = frozenBoard(info(stars), subs, false);
      const real = buildBoard(info(stars), subs, { removeStar: false, sealAt: null });

      let board = frozen;
      let steps = 0;
      for (let next = revealStep(board); next; next = revealStep(board)) {
        // Each step opens exactly one pending cell and never lowers the row.
        expect(next.step.to).toBeLessThanOrEqual(next.step.from);
        board = next.board;
        steps += 1;
      }
      const pendingCells = frozen.rows.reduce((n, r) => n + Object.values(r.cells).filter((c) => c.hidden.length > 0).length, 0);
      expect(steps).toBe(pendingCells);
      expect(board).toEqual(real);
      expect(rankNumbers(board)).toEqual(rankNumbers(real));
      expect(medalsOf(board, [2, 3, 4])).toEqual(medalsOf(real, [2, 3, 4]));
    });
  }
});
