import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Endpoint, endpointAreas } from '@arbiter/contract';
import type { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { answerText } from '../../test/events.ts';
import { addUser, tokenFor } from '../../test/fixtures.ts';
import { tamperZip, zipOf } from '../../test/problem-admin.ts';
import { isRefusedAnswer, watchWrites, type WriteWatch } from '../../test/writes.ts';

/**
 * Every endpoint of the table called with inputs built from its schema's field names and filled
 * with what breaks servers: wrong types, huge and negative numbers, long and odd Unicode strings,
 * NUL bytes, deep JSON, `__proto__` keys, bodies that are not JSON. As the super admin (past every
 * role gate, so the input reaches the handlers) and as a student. No answer may be an HTTP 5xx or
 * carry a stack trace or SQL, no refused call may change a row (see REFUSED_MAY_WRITE), and the
 * server must answer normally afterwards. The runs are seeded
 * (`FUZZ_SEED`, `FUZZ_RUNS` to explore more): the same inputs on every change.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let server: TestServer;
/** The callers' uids; a token is signed afresh for each call, as a fuzzed logout or password change ends the one before. */
let student: string;
let writes: WriteWatch;

beforeAll(async () => {
  server = await startTestServer();
  student = (await addUser(server, 'fuzz-student')).uid;
  writes = await watchWrites(server);
});
afterAll(async () => {
  await server.close();
});

const rows: [string, Endpoint][] = (Object.values(endpointAreas) as Record<string, Endpoint>[]).flatMap((t) => Object.entries(t));

/** The field names of an object schema (or none). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** Values servers choke on. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    '\u202e\ufeff\ud83d\ude00',
    '<script>x</script>',
    'NaN',
    '-0',
  ),
  fc.constantFrom('x'.repeat(70_000), '字'.repeat(5_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
  fc.constant(Array.from({ length: 3000 }, (_, i) => i)),
);

/** A JSON body of the schema's field names, or something that is not the schema's shape at all. */
function bodyFor(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const fields = fieldsOf(schema);
  const record = fields.length
    ? fc.record(Object.fromEntries(fields.map((f) => [f, hostile])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 4 });
  const deep = fc.integer({ min: 200, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
  return fc.oneof(
    { weight: 6, arbitrary: record.map((r) => JSON.stringify(r)) },
    { weight: 1, arbitrary: hostile.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '{"__proto__":{"x":1}}') },
  );
}

/** A query of the schema's field names with hostile text in them. */
function queryFor(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const fields = [...fieldsOf(schema), 'currentPage', 'limit'];
  return fc
    .dictionary(fc.constantFrom(...fields), hostile, { maxKeys: fields.length })
    .map((q) =>
      new URLSearchParams(
        Object.entries(q).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
      ).toString(),
    );
}

/** The path with each `:param` filled (URL-encoded). */
function pathFor(path: string): fc.Arbitrary<string> {
  const params = path.match(/:\w+/g) ?? [];
  return fc
    .tuple(...params.map(() => hostile.map((v) => encodeURIComponent(typeof v === 'string' ? v.slice(0, 200) : String(v)))))
    .map((values) => params.reduce((p, name, i) => p.replace(name, values[i] || 'x'), path));
}

/**
 * Zips an importer must survive: escaping and absolute names (written as safe names of the same
 * length, then renamed in both headers, as zip writers refuse them), links, deep paths, sizes
 * that lie, encrypted flags.
 */
const hostileZip: fc.Arbitrary<Promise<Buffer>> = fc
  .tuple(
    fc.array(
      fc.record({
        name: fc.constantFrom(
          '1.in',
          '1.out',
          '../escape.in',
          '/abs.out',
          `${'d/'.repeat(60)}2.in`,
          'problem.yaml',
          'data/secret/1.in',
          'x.json',
          ' .in',
        ),
        data: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('x'.repeat(5000))),
        link: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    fc.constantFrom('none', 'size', 'flags', 'offset'),
  )
  .map(async ([entries, lie]) => {
    const safe = (name: string) => name.replace(/^\//, 'a').replace(/\.\./g, 'aa');
    let zip = await zipOf(
      entries.map((e) => ({ name: safe(e.name), data: e.link ? '/etc/passwd' : e.data, ...(e.link ? { mode: 0o120777 } : {}) })),
    );
    entries.forEach((e, i) => {
      if (safe(e.name) !== e.name) zip = tamperZip(zip, i, { name: e.name });
    });
    if (lie === 'size') zip = tamperZip(zip, 0, { uncompressedSize: 0xffffffff });
    if (lie === 'flags') zip = tamperZip(zip, 0, { flags: 1 });
    if (lie === 'offset') zip = tamperZip(zip, 0, { localAt: 7 });
    return zip;
  });

/** What goes in an upload's file field: a hostile zip, a truncated one, image headers on garbage, or plain bytes. */
const hostileFile: fc.Arbitrary<Promise<Buffer>> = fc.oneof(
  hostileZip,
  hostileZip.map(async (z) => (await z).subarray(0, Math.max(4, (await z).length >> 1))),
  fc.uint8Array({ maxLength: 200 }).map(async (b) => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from(b)])),
  fc.uint8Array({ maxLength: 400 }).map(async (b) => Buffer.from(b)),
);

const LEAKS = [
  /\n\s+at [\w.<>]+ \(/,
  /\.ts:\d+:\d+/,
  /\b(select|insert into|update|delete from)\b.*\b(from|set|values|where)\b/i,
  /syntax error at or near/i,
  /violates .* constraint/i,
];

/**
 * Tables a refused call may write, each for its reason; nothing else. (None so far: a failed
 * login's counter lives in memory, not in a table.)
 */
const REFUSED_MAY_WRITE: Record<string, string> = {};

/**
 * Fails the run with what came back when it is a 5xx or carries a stack trace or SQL, or when the
 * call was refused yet wrote rows.
 */
async function check(failures: string[], what: string, status: number, text: string): Promise<boolean> {
  const written = (await writes.written()).filter((t) => !(t in REFUSED_MAY_WRITE));
  if (written.length && isRefusedAnswer(status, text)) {
    failures.push(`${what} → refused (${status} ${text.slice(0, 120)}) yet wrote ${written.join(', ')}`);
    return false;
  }
  if (status < 500 && !LEAKS.some((l) => l.test(text))) return true;
  failures.push(`${what} → ${status} ${text.slice(0, 160)}`);
  return false;
}

it('takes every upload, whatever file and fields come in, without a 5xx, a stack trace or SQL', { timeout: 300_000 }, async () => {
  const failures: string[] = [];
  const uploads = rows.filter(([, row]) => row.upload);
  expect(uploads.length).toBeGreaterThan(5);
  for (const [name, row] of uploads) {
    const fields = fieldsOf(row.upload!.fields);
    const input = fc.tuple(
      hostileFile,
      fc.constantFrom('a.zip', '../../x.zip', 'a\u0000.png', `${'n'.repeat(300)}.png`, 'x.png', ''),
      fc.dictionary(fc.constantFrom(...fields, 'extra'), hostile, { maxKeys: fields.length + 1 }),
      fc.constantFrom('1', student),
    );
    await fc
      .assert(
        fc.asyncProperty(input, async ([file, fileName, values, uid]) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(values)) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
          form.append(row.upload!.file, new Blob([new Uint8Array(await file)]), fileName);
          const res = await fetch(`${server.url}${row.path}`, {
            method: row.method,
            headers: { authorization: await tokenFor(server, uid) },
            body: form,
          });
          return await check(failures, `${name} ${fileName.slice(0, 20)}`, res.status, await answerText(res));
        }),
        { seed: SEED, numRuns: RUNS * 2, endOnFailure: true, verbose: 0 },
      )
      .catch((e: unknown) => failures.push(`${name}: ${(e as Error).message.slice(0, 400)}`));
  }
  expect(failures).toEqual([]);
});

it('answers every endpoint, whatever comes in, without a 5xx, a stack trace or SQL', { timeout: 600_000 }, async () => {
  const failures: string[] = [];
  let calls = 0;
  /** Answers past the input checks (a 200): the fuzzing reaches handlers, not only the gates. */
  let answered = 0;
  for (const [name, row] of rows) {
    const input = fc.tuple(pathFor(row.path), queryFor(row.query), bodyFor(row.body), fc.constantFrom('1', student, ''));
    await fc
      .assert(
        fc.asyncProperty(input, async ([path, query, body, uid]) => {
          calls++;
          const res = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
            method: row.method,
            headers: {
              'content-type': row.upload ? 'multipart/form-data; boundary=x' : 'application/json',
              ...(uid ? { authorization: await tokenFor(server, uid) } : {}),
            },
            body: row.method === 'GET' ? undefined : body,
          });
          const text = await answerText(res);
          if (res.status === 200) answered++;
          return await check(failures, `${name} ${row.method} ${path.slice(0, 80)}`, res.status, text);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, verbose: 0 },
      )
      .catch((e: unknown) => failures.push(`${name}: ${(e as Error).message.slice(0, 400)}`));
  }
  // Healthy afterwards: a plain read answers.
  const after = await server.call('GET', '/api/get-website-config');
  expect(after.http).toBe(200);
  expect(calls).toBeGreaterThan(rows.length);
  console.log(`fuzz: ${calls} calls over ${rows.length} endpoints, ${answered} answered 200`);
  expect(answered).toBeGreaterThan(rows.length / 4);
  expect(failures).toEqual([]);
});
