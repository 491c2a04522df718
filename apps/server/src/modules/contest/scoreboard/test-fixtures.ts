import { ContestType, type AwardLevel, type ContestRankVO } from '@arbiter/contract';
import { allRowsOf } from './assemble.ts';
import type { Identity } from '../../../store/identity-follower.ts';
import type { ContestBoards } from './contest-boards.ts';
import { VIEW_NAMES, type BoardSettings, type SubmissionRow, type ViewName } from './rules.ts';

/** Small builders shared by the engine's tests: a contest's settings, submissions at contest seconds, snapshots. */

export const START = Date.UTC(2024, 2, 1, 8, 0, 0);
export const HOUR = 3600;

export function settings(patch: Partial<BoardSettings> & { problems?: BoardSettings['problems'] } = {}): BoardSettings {
  const duration = patch.duration ?? 5 * HOUR;
  return {
    type: ContestType.ACM,
    startMs: START,
    endMs: START + duration * 1000,
    duration,
    sealSec: null,
    oiRankScoreType: 'Recent',
    rankShowName: 'username',
    stars: new Set(),
    excluded: new Set(),
    awardType: 0,
    problems: [
      { pid: 11, displayId: 'A' },
      { pid: 12, displayId: 'B' },
      { pid: 13, displayId: 'C' },
    ],
    ...patch,
    // As settingsOf gives them.
    awards: [...(patch.awards ?? [])].sort((a, b) => a.priority - b.priority),
  };
}

export function ident(uid: string, extra: Partial<Identity> = {}): Identity {
  return { uid, username: uid, realname: null, nickname: null, school: null, gender: null, avatar: null, ...extra };
}

let nextId = 1;

/** A submission by `uid` on `pid` at `sec` seconds after the start. */
export function sub(
  uid: string,
  pid: number,
  status: number,
  sec: number,
  extra: { score?: number | null; time?: number | null; submitId?: number; ms?: number } = {},
): SubmissionRow {
  return {
    submitId: extra.submitId ?? nextId++,
    uid,
    username: uid,
    pid,
    status,
    submitTime: new Date(START + sec * 1000 + (extra.ms ?? 0)),
    score: extra.score ?? null,
    time: extra.time ?? null,
  };
}

export function award(priority: number, num: number): AwardLevel {
  return { priority, name: `L${priority}`, background: `#${priority}${priority}${priority}`, color: '#fff', num };
}

/** Every view's full ranked list (stars kept and left out) and problem counts: what two boards must share. */
export function snapshot(boards: ContestBoards, views: readonly ViewName[] = VIEW_NAMES) {
  const out: Record<string, { rows: ContestRankVO[]; noStars: ContestRankVO[]; counts: [number, { ac: number; total: number }][] }> = {};
  for (const view of views) {
    const board = boards.view(view);
    out[view] = {
      rows: allRowsOf(board, false),
      noStars: allRowsOf(board, true),
      counts: [...boards.problemCounts(view)],
    };
  }
  return out;
}
