import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { TrainingRankBoard, buildRank } from './board.ts';
import { evaluateCell, type RecordRow } from './rules.ts';
import { seededRandom } from '../../../../test/random.ts';

const S = JudgeStatus;
const at = (sec: number) => new Date(Date.UTC(2026, 0, 1) + sec * 1000);
const rec = (submitId: number, uid: string, pid: number, status: number, time: number | null, sec: number): RecordRow => ({
  submitId,
  uid,
  pid,
  status,
  score: null,
  time,
  submitTime: at(sec),
});

/** The board as plain data, in order. */
function snapshot(board: TrainingRankBoard) {
  const ranks = board.ranks();
  return board.rows.map((r, i) => ({ rank: ranks[i], uid: r.uid, ac: r.ac, time: r.totalRunTime, cells: Object.fromEntries(r.cells) }));
}

describe('a training rank cell', () => {
  it.each([
    ['nothing counted', [rec(1, 'u', 1, S.PENDING, null, 1), rec(2, 'u', 1, S.SYSTEM_ERROR, null, 2)], null],
    [
      'the latest status before an AC',
      [rec(1, 'u', 1, S.WRONG_ANSWER, 5, 1), rec(2, 'u', 1, S.TIME_LIMIT_EXCEEDED, 1000, 2)],
      { status: S.TIME_LIMIT_EXCEEDED, isAC: false, runTime: null },
    ],
    [
      'accepted from the first AC, with the fastest AC time',
      [
        rec(1, 'u', 1, S.ACCEPTED, 300, 1),
        rec(2, 'u', 1, S.WRONG_ANSWER, 5, 2),
        rec(3, 'u', 1, S.ACCEPTED, 100, 3),
        rec(4, 'u', 1, S.ACCEPTED, 200, 4),
      ],
      { status: S.ACCEPTED, isAC: true, runTime: 100 },
    ],
    [
      'a compile error counts as a status',
      [rec(1, 'u', 1, S.COMPILE_ERROR, null, 1)],
      { status: S.COMPILE_ERROR, isAC: false, runTime: null },
    ],
    [
      'partial accepted keeps its score',
      [{ ...rec(1, 'u', 1, S.PARTIAL_ACCEPTED, 9, 1), score: 40 }],
      { status: S.PARTIAL_ACCEPTED, score: 40, isAC: false },
    ],
  ] as const)('%s', (_name, records, expected) => {
    const cell = evaluateCell(records);
    if (expected === null) expect(cell).toBeNull();
    else expect(cell).toMatchObject(expected);
  });
});

describe('the kept training rank', () => {
  it('sorts by accepted problems, then time, sharing ranks on ties, and leaves out the excluded', () => {
    const board = buildRank(
      ['root'],
      [
        rec(1, 'a', 1, S.ACCEPTED, 50, 1),
        rec(2, 'b', 1, S.ACCEPTED, 20, 2),
        rec(3, 'b', 2, S.ACCEPTED, 30, 3),
        rec(4, 'c', 1, S.ACCEPTED, 50, 4),
        rec(5, 'root', 1, S.ACCEPTED, 1, 5),
        rec(6, 'd', 2, S.WRONG_ANSWER, 1, 6),
      ],
    );
    expect(snapshot(board).map((r) => [r.rank, r.uid, r.ac, r.time])).toEqual([
      [1, 'b', 2, 50],
      [2, 'a', 1, 50],
      [2, 'c', 1, 50],
      [4, 'd', 0, 0],
    ]);
  });

  it('equals a rebuild after any sequence of new records, verdicts and rejudges', () => {
    const next = seededRandom(42);
    const random = (n: number) => Math.floor(next() * n);
    const statuses = [
      S.ACCEPTED,
      S.ACCEPTED,
      S.WRONG_ANSWER,
      S.TIME_LIMIT_EXCEEDED,
      S.PENDING,
      S.COMPILE_ERROR,
      S.SYSTEM_ERROR,
      S.PARTIAL_ACCEPTED,
    ];
    for (let round = 0; round < 20; round += 1) {
      const kept = new TrainingRankBoard(['u0']);
      const current = new Map<number, RecordRow>();
      let next = 1;
      for (let step = 0; step < 300; step += 1) {
        const change = current.size > 0 && random(3) === 0;
        const id = change ? [...current.keys()][random(current.size)]! : next++;
        const prev = current.get(id);
        const r = prev
          ? { ...prev, status: statuses[random(statuses.length)]!, time: random(500) }
          : rec(id, `u${random(8)}`, random(5), statuses[random(statuses.length)]!, random(500), random(100_000));
        current.set(id, r);
        kept.apply(r);
        if (step % 50 === 49) expect(snapshot(kept)).toEqual(snapshot(buildRank(['u0'], current.values())));
      }
      expect(snapshot(kept)).toEqual(snapshot(buildRank(['u0'], current.values())));
    }
  });
});
