import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { JudgeStatus, type ProblemCountVO } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge } from '../../db/schema.ts';

/** Which verdict each count of ProblemCountVO counts. `total` counts every submission, whatever its state. */
const COUNTED = {
  ac: JudgeStatus.ACCEPTED,
  wa: JudgeStatus.WRONG_ANSWER,
  tle: JudgeStatus.TIME_LIMIT_EXCEEDED,
  mle: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  re: JudgeStatus.RUNTIME_ERROR,
  pe: JudgeStatus.PRESENTATION_ERROR,
  ce: JudgeStatus.COMPILE_ERROR,
  se: JudgeStatus.SYSTEM_ERROR,
  pa: JudgeStatus.PARTIAL_ACCEPTED,
} as const;
type CountKey = keyof typeof COUNTED;
const KEY_OF_STATUS = new Map<number, CountKey>(Object.entries(COUNTED).map(([k, s]) => [s, k as CountKey]));

export function emptyCount(pid: number): ProblemCountVO {
  return { pid, total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };
}

/**
 * Verdict counts of the given problems over practice submissions (cid 0, no group, or the group's
 * when `gid` is given), in one query grouped by (pid, status) so that the judge_pid_idx (pid,
 * status) index serves it. Every pid asked for has an entry.
 */
export async function problemCounts(db: Db, pids: readonly number[], gid: number | null = null): Promise<Map<number, ProblemCountVO>> {
  const out = new Map<number, ProblemCountVO>(pids.map((pid) => [pid, emptyCount(pid)]));
  if (pids.length === 0) return out;
  const rows = await db
    .select({ pid: judge.pid, status: judge.status, n: count() })
    .from(judge)
    .where(and(inArray(judge.pid, [...pids]), eq(judge.cid, 0), gid === null ? isNull(judge.gid) : eq(judge.gid, gid)))
    .groupBy(judge.pid, judge.status);
  for (const r of rows) {
    const vo = out.get(r.pid);
    if (!vo) continue;
    vo.total += r.n;
    const key = KEY_OF_STATUS.get(r.status);
    if (key) vo[key] += r.n;
  }
  return out;
}
