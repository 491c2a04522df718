import type { FeedLine } from './feed-client.ts';

/**
 * A pass-fail scoreboard replayed from an event feed alone, as an outside client would score it
 * (pure; nothing of the server's): fold the notifications into objects, then for each visible team
 * and problem take its submissions in the contest's time by contest second (then by id, the order
 * a judge saw them), count a try for every judgement type with `penalty`, stop at the first with
 * `solved`, and call waiting every submission without a verdict (not judged yet, or hidden by the
 * freeze). Teams rank by problems solved, then by penalty seconds (each accepted second plus
 * `penalty_time` minutes per try before it), sharing a rank when both are equal; within a rank by
 * name. `total_time` and a problem's `time` are shown in minutes, as the standard does.
 */

interface ReplayedProblem {
  problem_id: string;
  num_judged: number;
  num_pending: number;
  solved: boolean;
  time?: number;
}

export interface ReplayedRow {
  rank: number;
  team_id: string;
  name: string;
  num_solved: number;
  total_time: number;
  /** The seconds the rank is decided by. */
  penalty_seconds: number;
  problems: ReplayedProblem[];
}

/** RELTIME `(-)h:mm:ss(.uuu)` as milliseconds. */
function relMs(text: string): number {
  const m = /^(-?)(\d+):(\d\d):(\d\d)(?:\.(\d{3}))?$/.exec(text);
  if (!m) throw new Error(`not a RELTIME: ${text}`);
  const ms = ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4])) * 1000 + Number(m[5] ?? 0);
  return m[1] ? -ms : ms;
}

/** The current objects of each type: the last notification of an id wins, null data removes it. */
export function fold(lines: readonly FeedLine[]): Map<string, Map<string, Record<string, unknown>>> {
  const out = new Map<string, Map<string, Record<string, unknown>>>();
  for (const e of lines) {
    const objects = out.get(e.type) ?? new Map<string, Record<string, unknown>>();
    out.set(e.type, objects);
    if (e.data === null) objects.delete(e.id ?? '');
    else objects.set(e.id ?? '', e.data as Record<string, unknown>);
  }
  return out;
}

interface Sub {
  id: string;
  team: string;
  problem: string;
  sec: number;
  verdict: string | null;
}

export function replayScoreboard(lines: readonly FeedLine[]): ReplayedRow[] {
  const objects = fold(lines);
  const all = (type: string) => [...(objects.get(type)?.values() ?? [])];
  const contest = objects.get('contest')!.get('')!;
  const duration = relMs(contest.duration as string);
  const penalty = contest.penalty_time as number;
  const types = new Map(all('judgement-types').map((t) => [t.id as string, t as { penalty: boolean; solved: boolean }]));
  const problems = all('problems').sort((a, b) => (a.ordinal as number) - (b.ordinal as number));
  const teams = all('teams').filter((t) => !t.hidden);
  const verdicts = new Map(all('judgements').map((j) => [j.submission_id as string, (j.judgement_type_id as string | null) ?? null]));
  const subs: Sub[] = all('submissions')
    .map((s) => ({
      id: s.id as string,
      team: s.team_id as string,
      problem: s.problem_id as string,
      ms: relMs(s.contest_time as string),
    }))
    .filter((s) => s.ms >= 0 && s.ms < duration)
    .map(({ ms, ...s }) => ({ ...s, sec: Math.floor(ms / 1000), verdict: verdicts.get(s.id) ?? null }))
    .sort((a, b) => a.sec - b.sec || Number(a.id) - Number(b.id));

  const rows = teams.map((t) => {
    let solvedCount = 0;
    let minutes = 0;
    let seconds = 0;
    const cells = problems.map((p): ReplayedProblem => {
      let tries = 0;
      let pending = 0;
      let acSec: number | null = null;
      for (const s of subs) {
        if (s.team !== t.id || s.problem !== p.id) continue;
        if (s.verdict === null) {
          pending += 1;
          continue;
        }
        if (acSec !== null) continue;
        const type = types.get(s.verdict);
        if (type?.solved) acSec = s.sec;
        else if (type?.penalty) tries += 1;
      }
      if (acSec === null) return { problem_id: p.id as string, num_judged: tries, num_pending: pending, solved: false };
      solvedCount += 1;
      minutes += Math.floor(acSec / 60) + penalty * tries;
      seconds += acSec + penalty * 60 * tries;
      return { problem_id: p.id as string, num_judged: tries + 1, num_pending: pending, solved: true, time: Math.floor(acSec / 60) };
    });
    return {
      team_id: t.id as string,
      name: t.name as string,
      num_solved: solvedCount,
      total_time: minutes,
      penalty_seconds: seconds,
      problems: cells,
    };
  });
  const byName = new Intl.Collator('en-US');
  rows.sort((a, b) => b.num_solved - a.num_solved || a.penalty_seconds - b.penalty_seconds || byName.compare(a.name, b.name));
  return rows.map((r, i) => {
    const first = rows.findIndex((o) => o.num_solved === r.num_solved && o.penalty_seconds === r.penalty_seconds);
    return { rank: (first === -1 ? i : first) + 1, ...r };
  });
}

/** The replayed board as a compact table for a test's output. */
export function boardTable(rows: readonly ReplayedRow[]): string {
  const cell = (p: ReplayedProblem) =>
    (p.solved ? `+${p.num_judged > 1 ? p.num_judged - 1 : ''}@${p.time}` : p.num_judged ? `-${p.num_judged}` : '.') +
    (p.num_pending ? `?${p.num_pending}` : '');
  const head = ['rank', 'team', 'solved', 'time', ...(rows[0]?.problems.map((p) => p.problem_id) ?? [])];
  const body = rows.map((r) => [String(r.rank), r.name, String(r.num_solved), String(r.total_time), ...r.problems.map(cell)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  return [head, ...body].map((line) => line.map((v, i) => v.padEnd(widths[i]!)).join('  ')).join('\n');
}
