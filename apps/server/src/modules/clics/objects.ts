import {
  ContestType,
  type ClicsClarification,
  type ClicsContest,
  type ClicsJudgement,
  type ClicsOrganization,
  type ClicsProblem,
  type ClicsRun,
  type ClicsState,
  type ClicsSubmission,
  type ClicsTeam,
} from '@arbiter/contract';
import type { ContestRow } from '../contest/access.ts';
import { organizationId, problemIds } from './ids.ts';
import { isJudged, judgementTypeOf, runTypeOf } from './judgement-types.ts';
import { languageId } from './languages.ts';
import type { Snapshot, SnapshotCase, SnapshotClarification, SnapshotPerson, SnapshotSubmission } from './snapshot.ts';
import { clicsTime, relTime } from './times.ts';

/**
 * Our rows as the standard's objects (pure). Ids: the contest's and a submission's are our
 * numbers; a team is a user (uid); a judgement is its submission's (one per submission, judging
 * from the moment it is queued); a run is `<submission>-<case>`; a clarification is a question
 * (`<id>`) and, once answered, its reply (`<id>-r`).
 */

/** A penalty for each wrong try before the accepted one, in minutes (`ACM_PENALTY_SECONDS`). */
export const PENALTY_MINUTES = 20;

/** What the objects of one snapshot share: the problems' ids. */
export interface Ids {
  problem: Map<number, string>;
  byDisplayId: Map<string, string>;
}

export function idsOf(s: Snapshot): Ids {
  const problem = problemIds(s.problems);
  return { problem, byDisplayId: new Map(s.problems.map((p) => [p.displayId, problem.get(p.pid)!])) };
}

const rel = (s: Snapshot, at: number) => relTime(at - s.settings.startMs);

export function contestObject(c: ContestRow): ClicsContest {
  const start = c.startTime.getTime();
  const end = c.endTime.getTime();
  const freeze = freezeOf(c);
  return {
    id: String(c.id),
    name: c.title,
    formal_name: c.title,
    start_time: clicsTime(start),
    duration: relTime(end - start),
    scoreboard_freeze_duration: relTime(freeze ? end - freeze.frozenAt : 0),
    scoreboard_type: c.type === ContestType.OI ? 'score' : 'pass-fail',
    penalty_time: PENALTY_MINUTES,
  };
}

/** The seal's second of the contest, as the board reckons it (`scoreboard/load.ts`); null without a seal. */
function sealSecOf(c: ContestRow): number | null {
  return c.sealRank && c.sealRankTime ? Math.floor((c.sealRankTime.getTime() - c.startTime.getTime()) / 1000) : null;
}

/**
 * The board's seal as the standard's freeze: from the seal time (not before the start) to the
 * end, thawed at the end when the contest shows its real board then (`autoRealRank`), never
 * otherwise. A seal at or after the end hides nothing and is no freeze.
 */
export function freezeOf(c: ContestRow): { frozenAt: number; thawedAt: number | null } | null {
  const sealSec = sealSecOf(c);
  if (sealSec === null || sealSec >= c.duration || !c.sealRankTime) return null;
  return { frozenAt: Math.max(c.startTime.getTime(), c.sealRankTime.getTime()), thawedAt: c.autoRealRank ? c.endTime.getTime() : null };
}

/** Whether the board hides this submission's verdict while sealed (the board's own rule: its second in the sealed window). */
export function inSealedWindow(s: Snapshot, sub: SnapshotSubmission): boolean {
  const { sealSec, duration, startMs } = s.settings;
  if (sealSec === null) return false;
  const sec = Math.floor((sub.submitTime.getTime() - startMs) / 1000);
  return sec >= sealSec && sec < duration;
}

/** The times the state changes at (started, frozen, ended, thawed), each once. */
export function stateTimes(c: ContestRow): number[] {
  const freeze = freezeOf(c);
  const times = [
    c.startTime.getTime(),
    c.endTime.getTime(),
    ...(freeze ? [freeze.frozenAt] : []),
    ...(freeze?.thawedAt ? [freeze.thawedAt] : []),
  ];
  return [...new Set(times)].sort((a, b) => a - b);
}

/**
 * The state as of `at`. Results are never `finalized` here: a contest can be rejudged at any
 * time, so there is no moment after which nothing changes (and no `end_of_updates`).
 */
export function stateAt(c: ContestRow, at: number): ClicsState {
  const freeze = freezeOf(c);
  const when = (t: number | null | undefined) => (t !== null && t !== undefined && at >= t ? clicsTime(t) : null);
  return {
    started: when(c.startTime.getTime()),
    frozen: when(freeze?.frozenAt),
    ended: when(c.endTime.getTime()),
    thawed: when(freeze?.thawedAt),
    finalized: null,
    end_of_updates: null,
  };
}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function problemObjects(s: Snapshot, ids: Ids): ClicsProblem[] {
  const score = s.c.type === ContestType.OI;
  return s.problems.map((p, i) => ({
    id: ids.problem.get(p.pid)!,
    label: p.displayId,
    name: p.title,
    ordinal: i + 1,
    rgb: p.color && HEX_COLOUR.test(p.color) ? p.color : null,
    time_limit: p.timeLimit / 1000,
    test_data_count: p.caseCount,
    ...(score ? { max_score: p.ioScore } : {}),
  }));
}

export function organizationOf(p: SnapshotPerson): ClicsOrganization | null {
  const school = p.school?.trim();
  return school ? { id: organizationId(school), name: school } : null;
}

/**
 * A participant as a team, named as the contest's board names them (`rankShowName`, the username
 * when that field is empty). Hidden (off the scoreboard) when the board keeps them off (the
 * contest's author, super admins) or shows them unranked (star users).
 */
export function teamObject(s: Snapshot, p: SnapshotPerson): ClicsTeam {
  const shown = p[s.settings.rankShowName]?.trim();
  return {
    id: p.uid,
    name: shown || p.username || p.uid,
    label: p.username || p.uid,
    organization_id: organizationOf(p)?.id ?? null,
    hidden: s.settings.excluded.has(p.uid) || s.settings.stars.has(p.username),
  };
}

export function submissionObject(s: Snapshot, ids: Ids, sub: SnapshotSubmission, admin: boolean): ClicsSubmission {
  const at = sub.submitTime.getTime();
  return {
    id: String(sub.submitId),
    language_id: languageId(sub.language),
    problem_id: ids.problem.get(sub.pid)!,
    team_id: sub.uid,
    time: clicsTime(at),
    contest_time: rel(s, at),
    // The source is the contest's admins' to read (the submission's own files call).
    files: admin ? [{ href: `contests/${s.c.id}/submissions/${sub.submitId}/files`, filename: 'files.zip', mime: 'application/zip' }] : [],
  };
}

/** When the judgement last changed: its row's last write, never before the submission. */
export function judgementAt(sub: SnapshotSubmission): number {
  return Math.max(sub.submitTime.getTime(), sub.gmtModified.getTime());
}

/**
 * A submission's judgement. It starts when the submission is queued (we keep no separate start of
 * judging) and ends at the row's last write once the verdict is final.
 */
export function judgementObject(s: Snapshot, sub: SnapshotSubmission): ClicsJudgement {
  const start = sub.submitTime.getTime();
  const done = isJudged(sub.status);
  const end = judgementAt(sub);
  return {
    id: String(sub.submitId),
    submission_id: String(sub.submitId),
    judgement_type_id: judgementTypeOf(sub.status),
    start_time: clicsTime(start),
    start_contest_time: rel(s, start),
    end_time: done ? clicsTime(end) : null,
    end_contest_time: done ? rel(s, end) : null,
    max_run_time: done && sub.time !== null ? sub.time / 1000 : null,
    ...(s.c.type === ContestType.OI ? { score: sub.score ?? 0 } : {}),
  };
}

/** A judged submission's test cases that ran. */
export function runObjects(s: Snapshot, sub: SnapshotSubmission, cases: readonly SnapshotCase[]): ClicsRun[] {
  return cases.flatMap((k) => {
    const type = runTypeOf(k.status);
    if (!type) return [];
    const at = k.at.getTime();
    return [
      {
        id: `${sub.submitId}-${k.seq}`,
        judgement_id: String(sub.submitId),
        ordinal: k.seq,
        judgement_type_id: type,
        time: clicsTime(at),
        contest_time: rel(s, at),
        run_time: (k.time ?? 0) / 1000,
      },
    ];
  });
}

/** Who reads a clarification: the contest's admins all, a contestant their own and the answers to all. */
export interface Reader {
  admin: boolean;
  uid: string | null;
}

export function questionVisible(q: SnapshotClarification, r: Reader): boolean {
  return r.admin || q.uid === r.uid;
}

export function answerVisible(q: SnapshotClarification, r: Reader): boolean {
  return q.answer !== null && q.gmtAnswered !== null && (r.admin || q.uid === r.uid || q.toAll);
}

export function questionObject(s: Snapshot, ids: Ids, q: SnapshotClarification): ClicsClarification {
  const at = q.gmtCreate.getTime();
  return {
    id: String(q.id),
    from_team_id: q.uid,
    to_team_id: null,
    reply_to_id: null,
    problem_id: (q.displayId && ids.byDisplayId.get(q.displayId)) ?? null,
    text: q.question,
    time: clicsTime(at),
    contest_time: rel(s, at),
  };
}

/**
 * The jury's reply. A reader who may not see the question (an answer to all, read by another
 * contestant) gets no reference to it, and its text instead, as the contest's page shows it.
 */
export function answerObject(s: Snapshot, ids: Ids, q: SnapshotClarification, r: Reader): ClicsClarification {
  const at = q.gmtAnswered!.getTime();
  const linked = questionVisible(q, r);
  return {
    id: `${q.id}-r`,
    from_team_id: null,
    to_team_id: q.toAll ? null : q.uid,
    reply_to_id: linked ? String(q.id) : null,
    problem_id: (q.displayId && ids.byDisplayId.get(q.displayId)) ?? null,
    text: linked ? q.answer! : `${q.question}\n\n${q.answer!}`,
    time: clicsTime(at),
    contest_time: rel(s, at),
  };
}
