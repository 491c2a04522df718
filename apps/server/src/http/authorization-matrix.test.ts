import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, Role, endpointAreas, hasPermission, type Endpoint, type RoleId } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { answerText } from '../../test/events.ts';
import { addUser, tokenFor } from '../../test/fixtures.ts';
import { isRefusedAnswer, watchWrites, type WriteWatch } from '../../test/writes.ts';

/**
 * Who may pass the gate of each endpoint, from the endpoint table: every row called by an
 * anonymous caller and by a user of each role, asserting the refusal the row declares (401 without
 * a login, 403 without the role or the permission) or that the gate lets the caller through (what
 * the handler says next is its own business: scoped rules are tested by each area). A row added to
 * the table is in the matrix at once. Judge-host calls take the judge token, never a user's. A
 * refused call changes no row.
 */

type Caller = { name: string; role: RoleId | null };
const CALLERS: Caller[] = [
  { name: 'anonymous', role: null },
  { name: 'student', role: Role.DEFAULT_USER },
  { name: 'no-submit user', role: Role.NO_SUBMIT_USER },
  { name: 'problem admin', role: Role.PROBLEM_ADMIN },
  { name: 'admin', role: Role.ADMIN },
  { name: 'super admin', role: Role.ROOT },
];

type Gate = 401 | 403 | 'through';

/** What the row declares for a caller of `role`. */
function declared(row: Endpoint, role: RoleId | null): Gate {
  if (row.path.startsWith('/api/judge-host/')) return 401;
  const needsRole = Boolean(row.roles?.length || row.permission);
  if (role === null) return needsRole || row.auth === 'login' ? 401 : 'through';
  if (!needsRole) return 'through';
  const roleOk = !row.roles?.length || row.roles.includes(ROLES[role].name);
  const permOk = !row.permission || hasPermission(role, row.permission);
  return roleOk && permOk ? 'through' : 403;
}

const rows = (Object.values(endpointAreas) as Record<string, Endpoint>[]).flatMap((t) => Object.entries(t));

let server: TestServer;
/** Each role's user; a token is signed afresh for every call, since some calls (logout) end the one they came with. */
const uids = new Map<RoleId, string>();
let writes: WriteWatch;

beforeAll(async () => {
  server = await startTestServer();
  uids.set(Role.ROOT, '1');
  for (const c of CALLERS) {
    if (c.role !== null && c.role !== Role.ROOT) uids.set(c.role, (await addUser(server, `matrix-${c.role}`, { role: c.role })).uid);
  }
  writes = await watchWrites(server);
});
afterAll(async () => {
  await server.close();
});

describe.each(CALLERS)('the gates, for $name', (caller) => {
  it('refuse or let through every endpoint as its row declares', async () => {
    const wrong: string[] = [];
    for (const [name, row] of rows) {
      const path = row.path.replace(/:\w+/g, 'x');
      const res = await fetch(`${server.url}${path}`, {
        method: row.method,
        headers: {
          'content-type': 'application/json',
          ...(caller.role === null ? {} : { authorization: await tokenFor(server, uids.get(caller.role)!) }),
        },
        body: row.method === 'GET' ? undefined : '{}',
      });
      const text = await answerText(res);
      const written = await writes.written();
      // The gate marks its refusals with the call's type, for the client to know where to send the user.
      const gate: Gate = (res.status === 401 || res.status === 403) && res.headers.has('url-type') ? (res.status as 401 | 403) : 'through';
      const want = declared(row, caller.role);
      const judgeHostRefusal = want === 401 && row.path.startsWith('/api/judge-host/') && res.status === 401;
      if (gate !== want && !judgeHostRefusal) wrong.push(`${name} ${row.method} ${row.path}: wanted ${want}, got ${res.status}`);
      if (written.length && isRefusedAnswer(res.status, text))
        wrong.push(`${name} ${row.method} ${row.path}: refused (${res.status} ${text.slice(0, 80)}) yet wrote ${written.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
