import type { JudgeVO, SubmissionListItem, SubmissionStatusMap } from '@arbiter/contract';

/** Spec part 2 §4 / §9: running submissions are checked every 2 s, at most 300 rounds. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_MAX_ROUNDS = 300;

/** The fields of a list row that judging (or an admin) changes. */
export type RowPatch = Partial<
  Pick<SubmissionListItem, 'status' | 'time' | 'memory' | 'score' | 'oiRankScore' | 'judger' | 'length' | 'isManual' | 'share'>
>;

/** The public or the contest status call: a map by submit id. */
export type StatusCheck = (submitIds: number[]) => Promise<SubmissionStatusMap>;

/** What a status-check answer changes on a row. */
export function patchFromStatus(vo: JudgeVO): RowPatch {
  return {
    status: vo.status,
    time: vo.time,
    memory: vo.memory,
    score: vo.score,
    oiRankScore: vo.oiRankScore,
    judger: vo.judger,
    length: vo.length,
    isManual: vo.isManual,
    share: vo.share,
  };
}

export interface PollerOptions {
  /** The ids still running, read before every round (rows that finished drop out). */
  runningIds: () => readonly number[];
  check: StatusCheck;
  /** The rows the round learned about. */
  onAnswer: (patches: Map<number, RowPatch>) => void;
  intervalMs?: number;
  maxRounds?: number;
}

/**
 * Checks the running submissions every interval until none runs, the rounds are used up, or a check
 * fails (spec part 2 §4: a polling error stops polling; the API client has already reported it).
 * Rounds never overlap: the next one is scheduled after the answer. Returns the stop function.
 */
export function startStatusPolling({
  runningIds,
  check,
  onAnswer,
  intervalMs = POLL_INTERVAL_MS,
  maxRounds = POLL_MAX_ROUNDS,
}: PollerOptions): () => void {
  let stopped = false;
  let rounds = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    const ids = [...runningIds()];
    if (stopped || ids.length === 0 || rounds >= maxRounds) return;
    rounds += 1;
    let answer: SubmissionStatusMap;
    try {
      answer = await check(ids);
    } catch {
      return;
    }
    if (stopped) return;
    const patches = new Map<number, RowPatch>();
    for (const id of ids) {
      const vo = answer[String(id)];
      if (vo) patches.set(id, patchFromStatus(vo));
    }
    if (patches.size > 0) onAnswer(patches);
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };

  timer = setTimeout(() => void tick(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
