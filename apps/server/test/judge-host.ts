import { JUDGE_HOST_API } from '@arbiter/contract';
import type { TestServer } from './harness.ts';

const headers = { 'x-judge-token': 'test-judge-token' };

/**
 * Judges the oldest queued task as a judge host would, through the judge-host API (register,
 * claim, result), with the verdict and score given; returns the submission judged.
 */
export async function judgeNext(server: TestServer, status: number, score: number | null = null): Promise<number> {
  const reg = await server.call('POST', JUDGE_HOST_API.register, {
    headers,
    body: { name: 'test-host', languages: ['C++'], workers: 1, cpuCores: 1, version: 'test' },
  });
  const hostId = reg.data.hostId as string;
  const claim = await server.call('POST', JUDGE_HOST_API.claim, { headers, body: { hostId, waitMs: 0 } });
  if (claim.http !== 200) throw new Error(`no task to judge (${claim.http})`);
  const { taskId, submitId } = claim.data as { taskId: number; submitId: number };
  const result = await server.call('POST', JUDGE_HOST_API.result, {
    headers,
    body: { hostId, taskId, submission: { status, time: 1, memory: 1024, score, errorMessage: null, cases: [] } },
  });
  if (result.status !== 200) throw new Error(`result refused: ${result.msg}`);
  return submitId;
}
