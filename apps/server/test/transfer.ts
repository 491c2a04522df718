import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { asc, count, eq } from 'drizzle-orm';
import { codeTemplate, file, language, problem, problemCase, problemLanguage, problemTag, tag } from '../src/db/schema.ts';
import { expect } from 'vitest';
import type { CallResult, TestServer } from './harness.ts';

/** Helpers of the problem import / export tests. */

export const IMPORT_PATHS = {
  hoj: '/api/file/import-problem',
  qdoj: '/api/file/import-qdoj-problem',
  fps: '/api/file/import-fps-problem',
  hydro: '/api/file/import-hydro-problem',
} as const;

/** Uploads an archive (multipart `file`) to an import call. */
export function importArchive(
  server: TestServer,
  token: string | null,
  format: keyof typeof IMPORT_PATHS,
  bytes: Buffer | string,
  opts: { filename?: string; field?: string; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const form = new FormData();
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const filename = opts.filename ?? (format === 'fps' ? 'problems.xml' : 'problems.zip');
  form.append(opts.field ?? 'file', new Blob([new Uint8Array(data)]), filename);
  return server.call('POST', IMPORT_PATHS[format], { token, form, ...(opts.headers ? { headers: opts.headers } : {}) });
}

/**
 * What an import may change: row counts of every table it writes, and what is left in the
 * server's temporary folder. A refusal must leave all of it as it was.
 */
export async function bankState(server: TestServer): Promise<{ rows: Record<string, number>; tmp: string[] }> {
  const tables = { problem, problemCase, problemLanguage, problemTag, tag, codeTemplate, file };
  const rows: Record<string, number> = {};
  for (const [name, t] of Object.entries(tables)) rows[name] = (await server.ctx.db.select({ n: count() }).from(t))[0]!.n;
  const tmp = await readdir(join(server.ctx.config.dataDir, 'tmp')).catch(() => [] as string[]);
  return { rows, tmp };
}

/** The entries of a zip, by name. */
export async function unzipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return files;
}

/** GET with a token, answering the raw response (downloads). */
export function download(server: TestServer, token: string, path: string, query: [string, string | number][] = []): Promise<Response> {
  const url = new URL(path, server.url);
  for (const [k, v] of query) url.searchParams.append(k, String(v));
  return fetch(url, { headers: { authorization: token } });
}

/** A stored problem as the admin calls show it: the problem, its cases, and its test data downloaded (name → text). */
export async function storedProblem(server: TestServer, token: string, pid: number) {
  const problemRes = await server.call('GET', '/api/admin/problem', { token, query: { pid } });
  // isUpload=false lists the cases in judging order.
  const casesRes = await server.call('GET', '/api/admin/problem/get-problem-cases', { token, query: { pid, isUpload: false } });
  const zip = await download(server, token, '/api/file/download-testcase', [['pid', pid]]);
  if (problemRes.status !== 200 || casesRes.status !== 200 || zip.status !== 200) throw new Error(`problem ${pid} cannot be read`);
  const data = new Map([...(await unzipEntries(Buffer.from(await zip.arrayBuffer())))].map(([k, v]) => [k, v.toString()]));
  // With the token: a private problem's languages are its managers' to read.
  const languages = await server.call('GET', '/api/get-problem-languages', { token, query: { pid } });
  const db = server.ctx.db;
  const tags = await db
    .select({ name: tag.name })
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(eq(problemTag.pid, pid));
  const templates = await db
    .select({ language: language.name, code: codeTemplate.code, status: codeTemplate.status })
    .from(codeTemplate)
    .innerJoin(language, eq(language.id, codeTemplate.lid))
    .where(eq(codeTemplate.pid, pid))
    .orderBy(asc(codeTemplate.id));
  return {
    problem: problemRes.data as Record<string, unknown>,
    cases: casesRes.data as { input: string; output: string; score: number | null; groupNum: number }[],
    data,
    languages: (languages.data as { name: string }[]).map((l) => l.name).sort(),
    tags: tags.map((t) => t.name).sort(),
    templates,
  };
}

/**
 * Runs an import that must be refused: body status 400 with `message` (text or pattern), and the
 * bank (rows and temporary files) as it was. Answers the refusal for further checks.
 */
export async function expectRefused(
  server: TestServer,
  importing: () => Promise<CallResult>,
  message: string | RegExp,
): Promise<CallResult> {
  const before = await bankState(server);
  const res = await importing();
  expect(res.status).toBe(400);
  if (typeof message === 'string') expect(res.msg).toBe(message);
  else expect(res.msg).toMatch(message);
  expect(await bankState(server)).toEqual(before);
  return res;
}
