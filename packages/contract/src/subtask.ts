import { JudgeStatus, type JudgeStatusCode } from './judge-status.ts';
import type { JudgeCaseMode, SubTaskJudgeCaseVO } from './judging.ts';

/**
 * The subtask summaries of `get-all-case-result` (hoj-api §5 `SubTaskJudgeCaseVO`,
 * hoj-data-and-judge §B.11). The server builds them from `judge_case` rows; the judge's table tests
 * hold the rule to the spec. Pure: no I/O.
 */

/** What the rule reads of a case row; rows the server shows may carry fewer other fields than `CaseResult`. */
export interface SubtaskCase {
  status: JudgeStatusCode;
  /** ms; a missing value counts as 0. */
  time: number | null;
  /** KB; a missing value counts as 0. */
  memory: number | null;
  score: number | null;
  /** null is group 1. */
  groupNum: number | null;
  seq: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Subtask summaries, groups by groupNum ascending, cases by seq.
 * - subtask_lowest: time, memory, score and status of the lowest-scoring non-cancelled case (the
 *   first one on a tie); a group whose cases were all cancelled shows Cancelled with 0.
 * - subtask_average: score = round(mean); status AC when every case is AC, else WA when the score is
 *   0, else Partial Accepted; time and memory are the group's largest.
 * `ac` counts accepted cases, `total` all cases of the group.
 */
export function subtaskSummaries<C extends SubtaskCase>(rows: readonly C[], mode: JudgeCaseMode): SubTaskJudgeCaseVO<C>[] {
  const sorted = [...rows].sort((a, b) => (a.groupNum ?? 1) - (b.groupNum ?? 1) || a.seq - b.seq);
  const groups = new Map<number, C[]>();
  for (const r of sorted) {
    const key = r.groupNum ?? 1;
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  const out: SubTaskJudgeCaseVO<C>[] = [];
  for (const [groupNum, list] of groups) {
    const ac = list.filter((r) => r.status === JudgeStatus.ACCEPTED).length;
    if (mode === 'subtask_average') {
      const score = Math.round(sum(list.map((r) => r.score ?? 0)) / list.length);
      const status = ac === list.length ? JudgeStatus.ACCEPTED : score === 0 ? JudgeStatus.WRONG_ANSWER : JudgeStatus.PARTIAL_ACCEPTED;
      out.push({
        groupNum,
        time: Math.max(...list.map((r) => r.time ?? 0)),
        memory: Math.max(...list.map((r) => r.memory ?? 0)),
        score,
        status,
        ac,
        total: list.length,
        subtaskDetailList: list,
      });
      continue;
    }
    let lowest: C | null = null;
    for (const r of list) {
      if (r.status === JudgeStatus.CANCELLED) continue;
      if (lowest === null || (r.score ?? 0) < (lowest.score ?? 0)) lowest = r;
    }
    out.push({
      groupNum,
      time: lowest?.time ?? 0,
      memory: lowest?.memory ?? 0,
      score: lowest?.score ?? 0,
      status: lowest?.status ?? JudgeStatus.CANCELLED,
      ac,
      total: list.length,
      subtaskDetailList: list,
    });
  }
  return out;
}
