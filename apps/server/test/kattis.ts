import { count } from 'drizzle-orm';
import { API } from '@arbiter/contract';
import { judge, judgeTask, problemVerification } from '../src/db/schema.ts';
import type { CallResult, TestServer } from './harness.ts';
import { zipOf } from './problem-admin.ts';
import { bankState } from './transfer.ts';

/** Helpers of the Kattis package tests (server API tests and the judging test). */

/** A zip holding one package folder: `files` maps paths inside the package to their text. */
export function kattisZip(folder: string, files: Record<string, string>): Promise<Buffer> {
  return zipOf(Object.entries(files).map(([path, data]) => ({ name: `${folder}/${path}`, data })));
}

/**
 * Uploads a package to POST /api/file/import-kattis-problem: the file first, then `fields`
 * (as the web app sends them).
 */
export function importKattis(
  server: TestServer,
  token: string | null,
  zip: Buffer,
  opts: { filename?: string; fields?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), opts.filename ?? 'package.zip');
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  return server.call('POST', API.importKattisProblem, { token, form, query: opts.query, headers: opts.headers });
}

export function verificationOf(server: TestServer, token: string, pid: number): Promise<CallResult> {
  return server.call('GET', API.adminProblemVerification, { token, query: { pid } });
}

/** Everything a Kattis import may write: the problem bank and the queued reference submissions. */
export async function kattisState(server: TestServer) {
  const db = server.ctx.db;
  const n = async (t: typeof judge | typeof judgeTask | typeof problemVerification) => (await db.select({ n: count() }).from(t))[0]!.n;
  return { ...(await bankState(server)), judge: await n(judge), judgeTask: await n(judgeTask), verification: await n(problemVerification) };
}
