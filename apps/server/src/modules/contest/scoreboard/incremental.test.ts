import { describe, expect, it } from 'vitest';
import { AwardType, ContestType, JudgeStatus, type OiRankScoreType } from '@arbiter/contract';
import { buildBoards } from './contest-boards.ts';
import type { SubmissionRow } from './rules.ts';
import { HOUR, START, award, ident, settings, snapshot } from './test-fixtures.ts';
import { seededRandom as random } from '../../../../test/random.ts';

/**
 * Thousands of random changes (new submissions, new verdicts, rejudges back to pending, repeats)
 * applied one by one to kept boards must leave them equal, view by view, to boards rebuilt from
 * the final submissions.
 */

const S = JudgeStatus;
const VERDICTS = [
  S.ACCEPTED,
  S.ACCEPTED,
  S.WRONG_ANSWER,
  S.WRONG_ANSWER,
  S.TIME_LIMIT_EXCEEDED,
  S.MEMORY_LIMIT_EXCEEDED,
  S.RUNTIME_ERROR,
  S.PRESENTATION_ERROR,
  S.COMPILE_ERROR,
  S.SYSTEM_ERROR,
  S.PARTIAL_ACCEPTED,
  S.CANCELLED,
  S.SUBMITTED_FAILED,
  S.PENDING,
  S.JUDGING,
];
const USERS = 40;
const PIDS = [21, 22, 23, 24, 25, 26];
const DURATION = 5 * HOUR;
const OPERATIONS = 3000;
const BATCH = 100;

function runScenario(type: number, oiRankScoreType: OiRankScoreType, seed: number): void {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const s = settings({
    type,
    oiRankScoreType,
    duration: DURATION,
    sealSec: 4 * HOUR,
    stars: new Set(['user3', 'user17']),
    excluded: new Set(['user0']),
    awardType: AwardType.PROPORTION,
    awards: [award(1, 10), award(2, 20), award(3, 30)],
    problems: PIDS.map((pid, i) => ({ pid, displayId: String.fromCharCode(65 + i) })),
  });
  const people = Array.from({ length: USERS }, (_, i) => ident(`user${i}`, { school: `School ${i % 4}` }));
  const current = new Map<number, SubmissionRow>();
  let nextId = 1;
  const verdict = (): Pick<SubmissionRow, 'status' | 'score' | 'time'> => {
    const status = pick(VERDICTS);
    const score = status === S.ACCEPTED ? 100 : next() < 0.2 ? null : Math.floor(next() * 10) * 10;
    return { status, score, time: next() < 0.1 ? null : Math.floor(next() * 50) * 20 };
  };
  const fresh = (): SubmissionRow => {
    const uid = `user${Math.floor(next() * USERS)}`;
    // Mostly during the contest, some before the start, after the end, exactly on the seal or a hidden problem.
    const sec = next() < 0.05 ? -Math.floor(next() * 600) - 1 : next() < 0.05 ? 4 * HOUR : Math.floor(next() * (DURATION + 1800));
    return {
      submitId: nextId++,
      uid,
      username: uid,
      pid: next() < 0.03 ? 99 : pick(PIDS),
      submitTime: new Date(START + sec * 1000 + Math.floor(next() * 1000)),
      ...verdict(),
    };
  };

  const seedRows = Array.from({ length: 200 }, fresh);
  for (const r of seedRows) current.set(r.submitId, r);
  const kept = buildBoards(s, seedRows, people);
  // All three boards are kept from here on, so every later change takes the incremental path.
  for (const view of ['real', 'end', 'sealed'] as const) kept.view(view);

  for (let op = 1; op <= OPERATIONS; op++) {
    const roll = next();
    const known = current.size > 0 ? current.get(1 + Math.floor(next() * (nextId - 1))) : undefined;
    let row: SubmissionRow;
    if (roll < 0.45 || !known) row = fresh();
    else if (roll < 0.8) row = { ...known, ...verdict() };
    else if (roll < 0.93) row = { ...known, status: S.PENDING, score: null, time: null };
    else row = { ...known };
    current.set(row.submitId, row);
    kept.apply(row);
    if (op % BATCH === 0) {
      expect(snapshot(kept)).toEqual(snapshot(buildBoards(s, current.values(), people)));
    }
  }
  // The runs must have produced real boards, not empty ones.
  expect(kept.view('real').size).toBeGreaterThan(USERS / 2);
  expect(kept.view('sealed').size).toBeGreaterThan(USERS / 2);
}

describe('kept boards against rebuilds', () => {
  it('ACM: every batch of random changes leaves the kept boards equal to a rebuild', () => {
    runScenario(ContestType.ACM, 'Recent', 20240301);
  });

  it('OI with Recent scores', () => {
    runScenario(ContestType.OI, 'Recent', 7);
  });

  it('OI with Highest scores', () => {
    runScenario(ContestType.OI, 'Highest', 99);
  });
});
