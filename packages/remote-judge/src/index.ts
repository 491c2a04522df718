import type { RemoteKey } from '@arbiter/contract';
import type { RemoteAdapter } from './adapter.ts';
import { atcoder } from './judges/atcoder.ts';
import { codeforces } from './judges/codeforces.ts';
import { gym } from './judges/gym.ts';
import { hdu } from './judges/hdu.ts';
import { libreoj } from './judges/libreoj.ts';
import { poj } from './judges/poj.ts';
import { spoj } from './judges/spoj.ts';

export * from './adapter.ts';
export { RemoteHttp, type RemoteResponse } from './http.ts';
export * from './runner.ts';

/** The seven judges, one adapter each (src/judges/<judge>.ts). */
export const ADAPTERS: Record<RemoteKey, RemoteAdapter> = {
  HDU: hdu,
  CF: codeforces,
  GYM: gym,
  POJ: poj,
  SPOJ: spoj,
  AC: atcoder,
  LIBRE: libreoj,
};

/**
 * The address of a judge's site: `ARBITER_REMOTE_<KEY>_URL` (a school's mirror, or a test's fake
 * site), else the real site. Gym follows the Codeforces setting unless it has its own.
 */
export function remoteBaseUrl(key: RemoteKey, env: NodeJS.ProcessEnv = process.env): string {
  const own = env[`ARBITER_REMOTE_${key}_URL`];
  if (own) return own;
  if (key === 'GYM' && env.ARBITER_REMOTE_CF_URL) return env.ARBITER_REMOTE_CF_URL;
  return ADAPTERS[key].defaultUrl;
}
