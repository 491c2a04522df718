import { CLICS_TYPES, type ClicsAward, type ClicsType } from '@arbiter/contract';
import { JUDGEMENT_TYPES, isJudged } from './judgement-types.ts';
import { languageId, languageObject } from './languages.ts';
import {
  type Ids,
  type Reader,
  answerObject,
  answerVisible,
  contestObject,
  freezeOf,
  inSealedWindow,
  judgementAt,
  judgementObject,
  organizationOf,
  problemObjects,
  questionObject,
  questionVisible,
  runObjects,
  stateAt,
  stateTimes,
  submissionObject,
  teamObject,
} from './objects.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The event log of a contest as one reader sees it, derived from the stored rows alone, so that it
 * is the same on every request, in every replica and after a restart: a token (`token.ts`) names a
 * place in it, and a client that reconnects with its last token gets exactly what lies after.
 *
 * Every event has a position (time, kind, id) and carries the object's current state. An object's
 * last event sits at the time of its last change:
 *  - configuration (contest, judgement types, languages, problems) at time 0: it is part of the
 *    epoch, so a change of it starts a new log and refuses older tokens instead (`token.ts`);
 *  - a submission at its submit time, which never changes (a rejudge changes the epoch);
 *  - its judgement (and runs) at the judge row's last write (`gmt_modified`: every path that
 *    changes a verdict sets it). A submission judged after later ones therefore sits after them:
 *    its event is placed when the verdict came, not when the submission was made;
 *  - a judgement the seal hides from this reader at the thaw, when the seal lifts (never, for a
 *    contest that keeps its board sealed);
 *  - a team where it first took part (registered, submitted or asked) and again when its profile
 *    changed, each time after its organization;
 *  - a clarification at its asking, its reply at its (last) answering;
 *  - the state at each of its times (start, freeze, end, thaw).
 *
 * Why this is sound: a change made after a client read up to position p is stamped later than p,
 * so the object's new last event lies after p and reaches the client on its next read. That holds
 * when every write commits within the feed's settle time of its stamp and the servers' clocks agree
 * that closely: the feed shows only what is older than the settle time (`feed.ts`, as the kept
 * boards trail their revisions by LATE_COMMIT_MS). Events before p may move later (an object
 * changed again); the client sees the object once more, never misses it. Nothing is ever deleted
 * within an epoch: what could delete (a removed problem or submission, a rejudge) changes it.
 * Two rare changes are not announced: a user account removed (its registration and questions go
 * with it) and an answer to all given again to its asker alone; a client that read them keeps them.
 */

export interface Position {
  /** Milliseconds since 1970: when it happened. */
  at: number;
  /** The kind's place among events of the same millisecond (CLICS_TYPES' order): what an object refers to comes first. */
  rank: number;
  /** The object's id ('' for the contest and the state). */
  key: string;
}

export interface LogEvent {
  pos: Position;
  type: ClicsType;
  id: string | null;
  data: unknown;
}

const RANK = Object.fromEntries(CLICS_TYPES.map((t, i) => [t, i])) as Record<ClicsType, number>;

/** The order of positions: time, kind, then id (shorter first, so ids of numbers go by number). */
export function comparePos(a: Position, b: Position): number {
  return a.at - b.at || a.rank - b.rank || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The languages every problem offers, named in the configuration. */
function configLanguages(s: Snapshot): string[] {
  return [...new Set(s.problems.flatMap((p) => p.languages))].sort();
}

/** When each participant first took part: registered, submitted or asked. */
function firstSeen(s: Snapshot): Map<string, number> {
  const first = new Map<string, number>();
  const see = (uid: string, at: number) => first.set(uid, Math.min(first.get(uid) ?? at, at));
  for (const r of s.registrations) see(r.uid, r.at.getTime());
  for (const sub of s.submissions) see(sub.uid, sub.submitTime.getTime());
  for (const q of s.clarifications) see(q.uid, q.gmtCreate.getTime());
  return first;
}

/** The configuration events: what an epoch is made of (`token.ts`). */
export function configEvents(s: Snapshot, ids: Ids): LogEvent[] {
  const out: LogEvent[] = [];
  const push = (type: ClicsType, id: string | null, data: unknown) =>
    out.push({ pos: { at: 0, rank: RANK[type], key: id ?? '' }, type, id, data });
  push('contest', null, contestObject(s.c));
  for (const t of JUDGEMENT_TYPES) push('judgement-types', t.id, t);
  for (const name of configLanguages(s)) push('languages', languageId(name), languageObject(name));
  for (const p of problemObjects(s, ids)) push('problems', p.id, p);
  return out;
}

/** The whole log for a reader, every scheduled event included (the state at the end, a thaw): callers cut it at a time. */
export function buildLog(s: Snapshot, ids: Ids, r: Reader): LogEvent[] {
  const out = configEvents(s, ids);
  const push = (at: number, type: ClicsType, id: string | null, data: unknown) =>
    out.push({ pos: { at, rank: RANK[type], key: id ?? '' }, type, id, data });

  push(0, 'state', null, stateAt(s.c, 0));
  for (const at of stateTimes(s.c)) push(at, 'state', null, stateAt(s.c, at));

  for (const [uid, born] of firstSeen(s)) {
    const person = s.people.get(uid);
    if (!person) continue;
    const team = teamObject(s, person);
    const org = organizationOf(person);
    const changed = person.gmtModified?.getTime() ?? 0;
    for (const at of changed > born ? [born, changed] : [born]) {
      if (org) push(at, 'organizations', org.id, org);
      push(at, 'teams', uid, team);
    }
  }

  const known = new Set(configLanguages(s));
  const freeze = freezeOf(s.c);
  for (const sub of s.submissions) {
    const at = sub.submitTime.getTime();
    // A language no problem offers any more still has its object before the submissions in it.
    if (!known.has(sub.language)) push(at, 'languages', languageId(sub.language), languageObject(sub.language));
    push(at, 'submissions', String(sub.submitId), submissionObject(s, ids, sub, r.admin));
    let judgedAt = judgementAt(sub);
    if (!r.admin && inSealedWindow(s, sub)) {
      // Hidden while the board is sealed for this reader: shown from the thaw on, if ever.
      if (!freeze?.thawedAt) continue;
      judgedAt = Math.max(judgedAt, freeze.thawedAt);
    }
    push(judgedAt, 'judgements', String(sub.submitId), judgementObject(s, sub));
    // Runs (test-case verdicts) are the contest's admins' to see, as case results are on our pages.
    const cases = r.admin && isJudged(sub.status) ? s.cases?.get(sub.submitId) : undefined;
    for (const run of cases ? runObjects(s, sub, cases) : []) push(judgedAt, 'runs', run.id, run);
  }

  for (const q of s.clarifications) {
    if (questionVisible(q, r)) push(q.gmtCreate.getTime(), 'clarifications', String(q.id), questionObject(s, ids, q));
    if (answerVisible(q, r)) push(q.gmtAnswered!.getTime(), 'clarifications', `${q.id}-r`, answerObject(s, ids, q, r));
  }

  out.sort((a, b) => comparePos(a.pos, b.pos));
  // One event per position: the same object twice at one moment (a team seen and changed together) carries the same state.
  return out.filter((e, i) => i === 0 || comparePos(out[i - 1]!.pos, e.pos) !== 0);
}

/** The events that had happened by `cut`. */
export function cutAt(log: readonly LogEvent[], cut: number): LogEvent[] {
  return log.filter((e) => e.pos.at <= cut);
}

/**
 * The awards after everything else: they follow from the whole board, so each change of it moves
 * them to its own place at the end, with the board's current awards (`awards.ts`).
 */
export function withAwards(events: readonly LogEvent[], awards: readonly ClicsAward[]): LogEvent[] {
  const at = events.length > 0 ? events[events.length - 1]!.pos.at : 0;
  const tail = awards
    .map((a): LogEvent => ({ pos: { at, rank: RANK.awards, key: a.id }, type: 'awards', id: a.id, data: a }))
    .sort((a, b) => comparePos(a.pos, b.pos));
  return [...events, ...tail];
}

/** The current objects of a kind in a log: the last event of each id wins; `null` data removes. */
export function objectsOf(events: readonly LogEvent[], type: ClicsType): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const e of events) {
    if (e.type !== type) continue;
    if (e.data === null) out.delete(e.id ?? '');
    else out.set(e.id ?? '', e.data);
  }
  return out;
}
