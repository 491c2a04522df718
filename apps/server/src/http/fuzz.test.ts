import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Endpoint, endpointAreas } from '@arbiter/contract';
import type { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { addUser, tokenFor } from '../../test/fixtures.ts';

/**
 * Every endpoint of the table called with inputs built from its schema's field names and filled
 * with what breaks servers: wrong types, huge and negative numbers, long and odd Unicode strings,
 * NUL bytes, deep JSON, `__proto__` keys, bodies that are not JSON. As the super admin (past every
 * role gate, so the input reaches the handlers) and as a student. No answer may be an HTTP 5xx or
 * carry a stack trace or SQL, and the server must answer normally afterwards. The runs are seeded
 * (`FUZZ_SEED`, `FUZZ_RUNS` to explore more): the same inputs on every change.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let server: TestServer;
let root: string;
let student: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = (await addUser(server, 'fuzz-student')).token;
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

const LEAKS = [
  /\n\s+at [\w.<>]+ \(/,
  /\.ts:\d+:\d+/,
  /\b(select|insert into|update|delete from)\b.*\b(from|set|values|where)\b/i,
  /syntax error at or near/i,
  /violates .* constraint/i,
];

it('answers every endpoint, whatever comes in, without a 5xx, a stack trace or SQL', { timeout: 600_000 }, async () => {
  const failures: string[] = [];
  let calls = 0;
  /** Answers past the input checks (a 200): the fuzzing reaches handlers, not only the gates. */
  let answered = 0;
  for (const [name, row] of rows) {
    const input = fc.tuple(pathFor(row.path), queryFor(row.query), bodyFor(row.body), fc.constantFrom(root, student, ''));
    await fc
      .assert(
        fc.asyncProperty(input, async ([path, query, body, token]) => {
          calls++;
          const res = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
            method: row.method,
            headers: {
              'content-type': row.upload ? 'multipart/form-data; boundary=x' : 'application/json',
              ...(token ? { authorization: token } : {}),
            },
            body: row.method === 'GET' ? undefined : body,
          });
          const text = await res.text();
          if (res.status === 200) answered++;
          const leak = LEAKS.find((l) => l.test(text));
          if (res.status >= 500 || leak) {
            failures.push(`${name} ${row.method} ${path.slice(0, 80)} → ${res.status} ${text.slice(0, 160)}`);
            return false;
          }
          return true;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, verbose: 0 },
      )
      .catch(() => undefined);
  }
  // Healthy afterwards: a plain read answers.
  const after = await server.call('GET', '/api/get-website-config');
  expect(after.http).toBe(200);
  expect(calls).toBeGreaterThan(rows.length);
  console.log(`fuzz: ${calls} calls over ${rows.length} endpoints, ${answered} answered 200`);
  expect(answered).toBeGreaterThan(rows.length / 4);
  expect(failures).toEqual([]);
});
