import type { RemoteFailure } from '@arbiter/contract';
import { RemoteError } from '../adapter.ts';
import type { RemoteHttp, RemoteResponse } from '../http.ts';

/**
 * LibreOJ's JSON API (lyrio): every call but the session check is a POST of JSON, a refusal is a
 * 200 answer `{error: CODE}`, and the login's bearer token stands for the session (no cookies).
 */

/** Any answer of the API: its payload, or the site's error code. */
export type LojAnswer<T> = Partial<T> & { error?: string; message?: unknown };

/** The site's words for a refusal: the error code, with a framework message when there is one. */
export function wordsOf(answer: { error?: string; message?: unknown }): string {
  const message = Array.isArray(answer.message) ? answer.message.join('; ') : typeof answer.message === 'string' ? answer.message : '';
  return [answer.error ?? '', message].filter(Boolean).join(': ');
}

/**
 * The answer as JSON. A recaptcha refusal (the submit and login endpoints are guarded by one; our
 * accounts send `x-recaptcha-token: skip`, which the site honours only for exempted accounts) is
 * BLOCKED: retrying cannot pass it.
 */
function answerOf<T>(res: RemoteResponse, path: string): LojAnswer<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    parsed = undefined;
  }
  const answer = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as LojAnswer<T>) : null;
  const error = typeof answer?.error === 'string' ? answer.error : '';
  if (/^RECAPTCHA/i.test(error) || (res.status === 403 && /recaptcha/i.test(res.text))) {
    throw new RemoteError('BLOCKED', `the captcha check refused ${path}${answer ? ` (${wordsOf(answer)})` : ''}`);
  }
  if (!answer) throw new RemoteError('PARSE_ERROR', `not JSON from ${path} (HTTP ${res.status})`);
  if (res.status >= 400 && !error) throw new RemoteError('PARSE_ERROR', `HTTP ${res.status} from ${path}`);
  return answer;
}

function headersFor(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-recaptcha-token': 'skip' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export async function post<T>(http: RemoteHttp, path: string, body: unknown, token?: string): Promise<LojAnswer<T>> {
  return answerOf<T>(await http.request(path, { method: 'POST', json: body, headers: headersFor(token) }), path);
}

export async function get<T>(http: RemoteHttp, path: string, token?: string): Promise<LojAnswer<T>> {
  return answerOf<T>(await http.request(path, { method: 'GET', headers: headersFor(token) }), path);
}

/** Our remote id: `6764` (display id) or `6764(41180)` (display id, then the internal id submits go to). */
export interface LojProblemId {
  display: number;
  internal: number | null;
}

export function parseProblemId(problem: string): LojProblemId | null {
  const m = /^\s*(\d+)\s*(?:\(\s*(\d+)\s*\))?\s*$/.exec(problem);
  if (!m) return null;
  return { display: Number(m[1]), internal: m[2] === undefined ? null : Number(m[2]) };
}

/** What getProblem answers, as far as we read it. */
export interface LojProblem {
  meta: { id: number; displayId: number; type?: string };
  localizedContentsOfLocale: {
    title: string;
    contentSections: { sectionTitle: string; type: string; text?: string; sampleId?: number }[];
  };
  samples: { inputData: string; outputData: string }[];
  judgeInfo: { timeLimit?: number; memoryLimit?: number };
  tagsOfLocale: { name: string }[];
}

/** The flags the problem page itself asks with: contents in our locale, samples, limits and tags. */
export const PROBLEM_QUERY = {
  localizedContentsOfLocale: 'zh_CN',
  samples: true,
  judgeInfo: true,
  judgeInfoToBePreprocessed: true,
  statistics: true,
  tagsOfLocale: 'zh_CN',
} as const;

/** A problem by display id; a missing one throws `missing` (SUBMIT_REJECTED for a submit, NOT_FOUND for an import). */
export async function getProblem(
  http: RemoteHttp,
  displayId: number,
  query: object,
  missing: RemoteFailure,
  token?: string,
): Promise<LojAnswer<LojProblem> & { meta: LojProblem['meta'] }> {
  const answer = await post<LojProblem>(http, '/problem/getProblem', { displayId, ...query }, token);
  if (answer.error) throw new RemoteError(missing, `${displayId}: ${wordsOf(answer)}`);
  const meta = answer.meta;
  if (typeof meta?.id !== 'number') throw new RemoteError('PARSE_ERROR', `no meta.id for problem ${displayId}`);
  return { ...answer, meta };
}
