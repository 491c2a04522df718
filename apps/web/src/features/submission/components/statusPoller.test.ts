import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JudgeStatus, type JudgeVO, type SubmissionStatusMap } from '@arbiter/contract';
import { POLL_INTERVAL_MS, patchFromStatus, startStatusPolling, type RowPatch } from './statusPoller.ts';

function vo(submitId: number, status: number, extra: Partial<JudgeVO> = {}): JudgeVO {
  return {
    submitId,
    pid: 1,
    displayPid: 'P1',
    uid: 'u1',
    username: 'alice',
    submitTime: '2026-01-01T00:00:00.000Z',
    status,
    share: false,
    errorMessage: null,
    time: 12,
    memory: 2048,
    score: null,
    length: 140,
    code: null,
    language: 'C++',
    cid: 0,
    cpid: 0,
    gid: null,
    judger: 'host-1',
    ip: null,
    version: 0,
    oiRankScore: null,
    isManual: false,
    gmtCreate: '2026-01-01T00:00:00.000Z',
    gmtModified: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** Lets the pending check promise and its follow-up run. */
async function flush() {
  await Promise.resolve();
  await Promise.resolve();
}

describe('startStatusPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the running ids every interval and reports what changed', async () => {
    let running = [1, 2];
    const check = vi.fn(async (ids: number[]): Promise<SubmissionStatusMap> =>
      Object.fromEntries(ids.map((id) => [String(id), vo(id, id === 1 ? JudgeStatus.ACCEPTED : JudgeStatus.JUDGING)])),
    );
    const answers: Map<number, RowPatch>[] = [];
    const stop = startStatusPolling({
      runningIds: () => running,
      check,
      onAnswer: (p) => {
        answers.push(p);
        running = running.filter((id) => p.get(id)?.status !== JudgeStatus.ACCEPTED);
      },
    });

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenLastCalledWith([1, 2]);
    expect(answers[0]?.get(1)?.status).toBe(JudgeStatus.ACCEPTED);
    expect(answers[0]?.get(2)?.status).toBe(JudgeStatus.JUDGING);

    // Submission 1 finished, so the next round asks only for 2.
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(check).toHaveBeenLastCalledWith([2]);
    stop();
  });

  it('stops when nothing runs any more', async () => {
    let running = [7];
    const check = vi.fn(async (): Promise<SubmissionStatusMap> => ({ '7': vo(7, JudgeStatus.WRONG_ANSWER) }));
    startStatusPolling({ runningIds: () => running, check, onAnswer: () => (running = []) });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last round', async () => {
    const check = vi.fn(async (): Promise<SubmissionStatusMap> => ({ '3': vo(3, JudgeStatus.PENDING) }));
    startStatusPolling({ runningIds: () => [3], check, onAnswer: () => undefined, maxRounds: 4 });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('stops at the first failed check', async () => {
    const check = vi.fn(async (): Promise<SubmissionStatusMap> => {
      throw new Error('network');
    });
    const onAnswer = vi.fn();
    startStatusPolling({ runningIds: () => [3], check, onAnswer });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after stop', async () => {
    let resolve: (m: SubmissionStatusMap) => void = () => undefined;
    const check = vi.fn(() => new Promise<SubmissionStatusMap>((r) => (resolve = r)));
    const onAnswer = vi.fn();
    const stop = startStatusPolling({ runningIds: () => [3], check, onAnswer });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    stop();
    resolve({ '3': vo(3, JudgeStatus.ACCEPTED) });
    await flush();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('ignores ids the answer does not mention', async () => {
    const check = vi.fn(async (): Promise<SubmissionStatusMap> => ({}));
    const onAnswer = vi.fn();
    const stop = startStatusPolling({ runningIds: () => [9], check, onAnswer });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('patchFromStatus', () => {
  it('takes the judging fields and leaves the rest of the row alone', () => {
    const patch = patchFromStatus(vo(5, JudgeStatus.PARTIAL_ACCEPTED, { score: 35, oiRankScore: 6, isManual: true }));
    expect(patch).toEqual({
      status: JudgeStatus.PARTIAL_ACCEPTED,
      time: 12,
      memory: 2048,
      score: 35,
      oiRankScore: 6,
      judger: 'host-1',
      length: 140,
      isManual: true,
      share: false,
    });
    expect(patch).not.toHaveProperty('username');
  });
});
