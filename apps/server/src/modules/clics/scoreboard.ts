import {
  ContestType,
  type ACMContestRankVO,
  type ClicsProblemScore,
  type ClicsScoreboard,
  type ClicsScoreboardRow,
  type ClicsState,
  type ClicsTeam,
  type ContestRankVO,
  type OIContestRankVO,
} from '@arbiter/contract';
import { isJudged } from './judgement-types.ts';
import { type Ids, PENALTY_MINUTES, inSealedWindow } from './objects.ts';
import type { Snapshot, SnapshotSubmission } from './snapshot.ts';
import { clicsTime, relTime } from './times.ts';

/**
 * The standard's scoreboard made of our board's rows (the view the reader gets, stars left out):
 * ranks, solved counts, penalties and cells are the board's, so both always agree; nothing here
 * ranks anyone. What the standard adds is counted from the submissions: `num_pending` (waiting
 * for a verdict, or hidden by the seal from this reader) and, for score contests, `num_judged`
 * and the minute the cell's score was reached. Teams with nothing on the board yet are tied after
 * (or with) those who scored nothing, as the board would rank them.
 *
 * Units: the board keeps seconds; the standard shows minutes. A problem's `time` is its accepted
 * second floored to the minute, and `total_time` adds those minutes and 20 per wrong try before
 * it, as the standard defines it; the order of the rows is the board's, which breaks ties by the
 * seconds (the feed's contest times carry them, so a replay of the feed ranks the same).
 */

const minute = (sec: number) => Math.floor(sec / 60);
const byName = new Intl.Collator('en-US');

/** A reader's cell: the submissions of a user to a problem, and those that count as pending for them. */
function cellSubmissions(s: Snapshot, sealed: boolean) {
  const cells = new Map<string, { pending: number; visible: SnapshotSubmission[] }>();
  for (const sub of s.submissions) {
    const key = `${sub.uid}\u0000${sub.pid}`;
    const cell = cells.get(key) ?? { pending: 0, visible: [] };
    if (!isJudged(sub.status) || (sealed && inSealedWindow(s, sub))) cell.pending += 1;
    else cell.visible.push(sub);
    cells.set(key, cell);
  }
  return cells;
}

const secOf = (s: Snapshot, sub: SnapshotSubmission) => Math.floor((sub.submitTime.getTime() - s.settings.startMs) / 1000);

/** The minute an OI cell's score was reached: the board's record (the latest, or the first of the highest). */
function oiMinute(s: Snapshot, visible: readonly SnapshotSubmission[]): number | null {
  const recs = [...visible].sort((a, b) => secOf(s, a) - secOf(s, b) || a.submitId - b.submitId);
  if (recs.length === 0) return null;
  if (s.settings.oiRankScoreType !== 'Highest') return minute(secOf(s, recs[recs.length - 1]!));
  let best = recs[0]!;
  for (const r of recs) if ((r.score ?? 0) > (best.score ?? 0)) best = r;
  return minute(secOf(s, best));
}

function acmRow(s: Snapshot, ids: Ids, row: ACMContestRankVO | null, uid: string, cells: ReturnType<typeof cellSubmissions>) {
  const problems: ClicsProblemScore[] = s.problems.map((p) => {
    const cell = row?.submissionInfo[p.displayId];
    const solved = Boolean(cell?.isAC && cell.ACTime !== null);
    return {
      problem_id: ids.problem.get(p.pid)!,
      num_judged: (cell?.errorNum ?? 0) + (solved ? 1 : 0),
      num_pending: cells.get(`${uid}\u0000${p.pid}`)?.pending ?? 0,
      solved,
      ...(solved ? { time: minute(cell!.ACTime!) } : {}),
    };
  });
  let total = 0;
  let last: number | null = null;
  for (const p of s.problems) {
    const cell = row?.submissionInfo[p.displayId];
    if (!cell?.isAC || cell.ACTime === null) continue;
    total += minute(cell.ACTime) + PENALTY_MINUTES * cell.errorNum;
    last = Math.max(last ?? 0, minute(cell.ACTime));
  }
  return { score: { num_solved: row?.ac ?? 0, total_time: total, time: last }, problems };
}

function oiRow(s: Snapshot, ids: Ids, row: OIContestRankVO | null, uid: string, cells: ReturnType<typeof cellSubmissions>) {
  const problems: ClicsProblemScore[] = s.problems.map((p) => {
    const cell = cells.get(`${uid}\u0000${p.pid}`);
    const score = row?.submissionInfo[p.displayId] ?? 0;
    const at = score > 0 ? oiMinute(s, cell?.visible ?? []) : null;
    return {
      problem_id: ids.problem.get(p.pid)!,
      num_judged: cell?.visible.length ?? 0,
      num_pending: cell?.pending ?? 0,
      score,
      ...(at !== null ? { time: at } : {}),
    };
  });
  return { score: { score: row?.totalScore ?? 0 }, problems };
}

/** Whether a board row stands where a team with nothing on the board would (solved or scored nothing, no time). */
function isEmptyRow(r: ContestRankVO): boolean {
  return ('ac' in r ? r.ac === 0 : r.totalScore === 0) && r.totalTime === 0;
}

export function scoreboardOf(
  s: Snapshot,
  ids: Ids,
  input: { rows: readonly ContestRankVO[]; teams: readonly ClicsTeam[]; sealed: boolean; state: ClicsState; at: number },
): ClicsScoreboard {
  const cells = cellSubmissions(s, input.sealed);
  const acm = s.c.type !== ContestType.OI;
  const names = new Map(input.teams.map((t) => [t.id, t.name]));
  const onBoard = new Set(input.rows.map((r) => r.uid));
  const emptyRank = input.rows.find(isEmptyRow)?.rank ?? input.rows.length + 1;
  const rows: ClicsScoreboardRow[] = [
    ...input.rows.map((r) => ({ rank: r.rank, uid: r.uid, row: r })),
    ...input.teams.filter((t) => !t.hidden && !onBoard.has(t.id)).map((t) => ({ rank: emptyRank, uid: t.id, row: null })),
  ]
    .map(({ rank, uid, row }) => ({
      rank,
      team_id: uid,
      ...(acm ? acmRow(s, ids, row as ACMContestRankVO | null, uid, cells) : oiRow(s, ids, row as OIContestRankVO | null, uid, cells)),
    }))
    // The standard's order: by rank, then by team name.
    .sort((a, b) => a.rank - b.rank || byName.compare(names.get(a.team_id) ?? '', names.get(b.team_id) ?? ''));
  const at = input.at > 0 ? input.at : s.settings.startMs;
  return { time: clicsTime(at), contest_time: relTime(at - s.settings.startMs), state: input.state, rows };
}
