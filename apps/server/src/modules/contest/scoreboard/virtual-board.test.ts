import { describe, expect, it } from 'vitest';
import { ContestType, JudgeStatus, type ACMContestRankVO, type OIContestRankVO } from '@arbiter/contract';
import { allRowsOf } from './assemble.ts';
import { buildBoards } from './contest-boards.ts';
import type { SubmissionRow } from './rules.ts';
import { HOUR, START, ident, settings, snapshot, sub } from './test-fixtures.ts';
import { VirtualBoardKeeper, onContestClock, virtualBoards } from './virtual-board.ts';

const S = JudgeStatus;
const A = 11;
const B = 12;

/** The run started a year after the contest; its rows are at real times. */
const RUN_START = START + 365 * 24 * HOUR * 1000;
const runSub = (pid: number, status: number, sec: number, extra: { score?: number }) => {
  const row = sub('vic', pid, status, sec, extra);
  return { ...row, submitTime: new Date(RUN_START + sec * 1000) };
};

const field: SubmissionRow[] = [
  sub('amy', A, S.WRONG_ANSWER, 600, { score: 0 }),
  sub('amy', A, S.ACCEPTED, 1200, { score: 100 }),
  sub('bob', B, S.ACCEPTED, 1800, { score: 100 }),
  sub('amy', B, S.ACCEPTED, 4000, { score: 100 }),
  // The run's user took part for real too: the run replaces that row.
  sub('vic', A, S.ACCEPTED, 100, { score: 100 }),
];
const own = [
  runSub(A, S.WRONG_ANSWER, 300, { score: 40 }),
  runSub(A, S.ACCEPTED, 900, { score: 100 }),
  runSub(B, S.ACCEPTED, 3000, { score: 100 }),
];

/** What the issue asks: the real board of the field's submissions before t, plus the run's own moved to the contest's clock. */
function expected(type: number, t: number) {
  const s = settings({ type });
  const cutoff = START + t * 1000;
  const rows = [
    ...field.filter((r) => r.uid !== 'vic' && r.submitTime.getTime() < cutoff),
    ...own.map((r) => onContestClock(r, START, RUN_START)).filter((r) => r.submitTime.getTime() < cutoff),
  ];
  return snapshot(buildBoards(s, rows, [ident('vic')]));
}

describe('a virtual run’s board', () => {
  for (const type of [ContestType.ACM, ContestType.OI]) {
    for (const t of [0, 299, 301, 1000, 1200, 1201, 3600, 5 * HOUR]) {
      it(`${type === ContestType.ACM ? 'ACM' : 'OI'} at ${t} s equals the field before then plus the run`, () => {
        const real = buildBoards(settings({ type }), field);
        const board = virtualBoards(real, { uid: 'vic', startMs: RUN_START, elapsedSec: t, rows: own, identity: ident('vic') });
        expect(snapshot(board)).toEqual(expected(type, t));
      });
    }
  }

  it('ranks the run among the field as it stood (ACM)', () => {
    const real = buildBoards(settings(), field);
    const rows = allRowsOf(
      virtualBoards(real, { uid: 'vic', startMs: RUN_START, elapsedSec: 1500, rows: own }).view('real'),
      false,
    ) as ACMContestRankVO[];
    // vic solved A at 900 s after one wrong try (2100 s of penalty); amy solved A at 1200 s after one (2400 s); bob has not solved yet.
    expect(rows.map((r) => [r.username, r.rank, r.ac, r.totalTime])).toEqual([
      ['vic', 1, 1, 2100],
      ['amy', 2, 1, 2400],
    ]);
  });

  it('keeps the OI rules: the latest score counts', () => {
    const real = buildBoards(settings({ type: ContestType.OI }), field);
    const at = (t: number) =>
      (
        allRowsOf(
          virtualBoards(real, { uid: 'vic', startMs: RUN_START, elapsedSec: t, rows: own }).view('real'),
          false,
        ) as OIContestRankVO[]
      ).find((r) => r.uid === 'vic')?.totalScore;
    expect([at(299), at(600), at(1000)]).toEqual([undefined, 40, 100]);
  });

  it('puts the run’s user on the board even when the real one keeps them off', () => {
    const real = buildBoards(settings({ excluded: new Set(['vic']) }), field);
    const rows = allRowsOf(virtualBoards(real, { uid: 'vic', startMs: RUN_START, elapsedSec: 1000, rows: own }).view('real'), false);
    expect(rows.map((r) => r.uid)).toContain('vic');
  });

  it('leaves the real board as it was', () => {
    const real = buildBoards(settings(), field);
    const before = snapshot(real);
    virtualBoards(real, { uid: 'vic', startMs: RUN_START, elapsedSec: 5 * HOUR, rows: own });
    expect(snapshot(real)).toEqual(before);
  });
});

describe('runs’ boards kept between reads', () => {
  const run = (elapsedSec: number, rows = own) => ({ uid: 'vic', startMs: RUN_START, elapsedSec, rows, identity: ident('vic') });

  it('move forward with the clock to what a fresh build gives', () => {
    for (const type of [ContestType.ACM, ContestType.OI]) {
      const real = buildBoards(settings({ type }), field);
      const keeper = new VirtualBoardKeeper();
      for (const t of [0, 200, 301, 301, 900, 1199, 1200, 2000, 3600, 5 * HOUR]) {
        expect(snapshot(keeper.boardOf(1, real, run(t)))).toEqual(snapshot(virtualBoards(real, run(t))));
      }
    }
  });

  it('take the run’s verdicts as they change, and start again when the real boards or the clock move back', () => {
    const real = buildBoards(settings(), field);
    const keeper = new VirtualBoardKeeper();
    const pending = own.map((r, i) => (i === 1 ? { ...r, status: S.PENDING } : r));
    keeper.boardOf(1, real, run(1000, pending));
    expect(snapshot(keeper.boardOf(1, real, run(1100)))).toEqual(snapshot(virtualBoards(real, run(1100))));
    real.apply(sub('bob', A, S.ACCEPTED, 50));
    expect(snapshot(keeper.boardOf(1, real, run(1200)))).toEqual(snapshot(virtualBoards(real, run(1200))));
    expect(snapshot(keeper.boardOf(1, real, run(700)))).toEqual(snapshot(virtualBoards(real, run(700))));
  });

  it('drops the least recently read boards beyond its budget of records', () => {
    const real = buildBoards(settings(), field);
    const keeper = new VirtualBoardKeeper(8);
    keeper.boardOf(1, real, run(5 * HOUR));
    keeper.boardOf(2, real, run(5 * HOUR));
    keeper.boardOf(3, real, run(5 * HOUR));
    // Each holds seven records: only the last read fits.
    expect(keeper.size).toBe(1);
  });
});
