import type { ClicsAward, ClicsScoreboard, ClicsState, ClicsTeam, ClicsType, ContestRankVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { isSealedFor } from '../contest/access.ts';
import { fullBoard } from '../contest/scoreboard/index.ts';
import { awardsOf } from './awards.ts';
import { type LogEvent, buildLog, configEvents, cutAt, objectsOf } from './event-log.ts';
import { type Ids, idsOf } from './objects.ts';
import { scoreboardOf } from './scoreboard.ts';
import { loadSnapshot, type Snapshot } from './snapshot.ts';
import { epochOf } from './token.ts';
import { fingerprintOf } from './fingerprint.ts';
import type { Viewer } from './viewer.ts';

/**
 * A contest as one viewer sees it through the standard: the snapshot of its rows, the viewer's
 * event log and its epoch. Every REST answer is the log folded up to now, so the REST endpoints and
 * the feed can never disagree: the feed only shows the same log a few seconds later.
 */

export interface ClicsView {
  viewer: Viewer;
  snap: Snapshot;
  ids: Ids;
  /** Sorted, every scheduled event included: cut it at a time. */
  log: LogEvent[];
  epoch: string;
}

/** How many built views a process keeps: a few contests' feeds and REST readers at once. */
const KEPT_VIEWS = 8;

interface KeptView {
  fingerprint: string;
  view: ClicsView;
}

const keptViews = new WeakMap<AppContext, Map<string, KeptView>>();

/**
 * The viewer's view, built from a fresh snapshot only when the contest's rows changed: a build
 * costs a read of every submission of the contest (~130 ms for 5,000 submissions, `npm run bench
 * -- clics`), and every open feed asks once a second. The log depends on nothing but the rows and
 * the reader, so one built for the same reader and fingerprint is the one a build would give.
 */
export async function openView(ctx: AppContext, viewer: Viewer, opts: { cases?: boolean } = {}): Promise<ClicsView> {
  // Runs are the admins' alone: only they cost the read of the test-case rows.
  const cases = Boolean(opts.cases) && viewer.admin;
  const key = `${viewer.c.id}:${viewer.admin ? 'admin' : (viewer.uid ?? '')}:${cases}`;
  const fingerprint = `${JSON.stringify(viewer.c)}|${await fingerprintOf(ctx.db, viewer.c.id)}`;
  let kept = keptViews.get(ctx);
  if (!kept) keptViews.set(ctx, (kept = new Map()));
  const known = kept.get(key);
  if (known?.fingerprint === fingerprint) {
    // Most recently used last, so the oldest goes first.
    kept.delete(key);
    kept.set(key, known);
    return { ...known.view, viewer };
  }
  const snap = await loadSnapshot(ctx, viewer.c, { cases });
  const ids = idsOf(snap);
  const view = { viewer, snap, ids, log: buildLog(snap, ids, viewer), epoch: epochOf(snap, configEvents(snap, ids), viewer) };
  kept.delete(key);
  kept.set(key, { fingerprint, view });
  if (kept.size > KEPT_VIEWS) kept.delete(kept.keys().next().value!);
  return view;
}

/** The board this viewer gets at `at` (our own rows, stars left out): sealed per `isSealedFor`. */
async function boardAt(ctx: AppContext, view: ClicsView, at: number): Promise<{ rows: ContestRankVO[]; sealed: boolean }> {
  const sealed = isSealedFor(view.viewer.c, view.viewer.user, {}, at);
  const { rows } = await fullBoard(ctx, view.viewer.c, { sealed, containsEnd: false, removeStar: true });
  return { rows, sealed };
}

export async function awardsAt(ctx: AppContext, view: ClicsView, at: number): Promise<ClicsAward[]> {
  return awardsOf(view.snap, view.ids, (await boardAt(ctx, view, at)).rows);
}

/** The objects of a kind as of `at`, in the order they first appeared (problems by ordinal). */
export function objectsAt(view: ClicsView, type: ClicsType, at: number): unknown[] {
  const objects = [...objectsOf(cutAt(view.log, at), type).values()];
  if (type === 'problems') objects.sort((a, b) => (a as { ordinal: number }).ordinal - (b as { ordinal: number }).ordinal);
  return objects;
}

export function singletonAt<T>(view: ClicsView, type: 'contest' | 'state', at: number): T {
  return objectsOf(cutAt(view.log, at), type).get('') as T;
}

export async function scoreboardAt(ctx: AppContext, view: ClicsView, at: number): Promise<ClicsScoreboard> {
  const { rows, sealed } = await boardAt(ctx, view, at);
  const events = cutAt(view.log, at);
  const last = events.filter((e) => e.type !== 'contest' && e.pos.at > 0).at(-1);
  return scoreboardOf(view.snap, view.ids, {
    rows,
    sealed,
    teams: [...objectsOf(events, 'teams').values()] as ClicsTeam[],
    state: objectsOf(events, 'state').get('') as ClicsState,
    at: last?.pos.at ?? 0,
  });
}

/** The properties of ID type a collection may be filtered on (`?team_id=…`), as the standard requires. */
const FILTERS: Partial<Record<ClicsType, readonly string[]>> = {
  teams: ['organization_id'],
  submissions: ['language_id', 'problem_id', 'team_id'],
  judgements: ['submission_id', 'judgement_type_id'],
  runs: ['judgement_id', 'judgement_type_id'],
  clarifications: ['from_team_id', 'to_team_id', 'reply_to_id', 'problem_id'],
};

/** The objects that match every filter of the query on an ID property (an empty value matches null); other query keys are ignored. */
export function filtered<T>(type: ClicsType, objects: readonly T[], query: Record<string, string>): T[] {
  const conditions = Object.entries(query).filter(([k]) => FILTERS[type]?.includes(k));
  return objects.filter((o) =>
    conditions.every(([k, v]) => {
      const value = (o as Record<string, unknown>)[k];
      return v === '' ? value === null || value === undefined : value === v;
    }),
  );
}
