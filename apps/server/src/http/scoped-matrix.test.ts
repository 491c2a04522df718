import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Endpoint, type EndpointName, endpointAreas, endpoints } from '@arbiter/contract';
import { startTestServer, type CallResult, type TestServer } from '../../test/harness.ts';
import { isRefusal, watchWrites, type WriteWatch } from '../../test/writes.ts';
import { NOT_SCOPED, SCOPE_RULES, type ScopeRule, isScoped } from './scope-rules.ts';
import { type World, buildWorld, callersOf, userOf } from './scope-world.ts';

/**
 * The scoped half of the authorization matrix (the gates' half is authorization-matrix.test.ts):
 * every call on a resource of a group, a contest, a training or a user, made by each of the
 * scope's callers (anonymous, outsider, member, the scope's admin, a site admin, the super admin)
 * on a real resource, answered as its row in scope-rules.ts declares. A scoped call added to the
 * endpoint table without its row fails the first test. A refused call changes no row.
 */

let server: TestServer;
let w: World;
let writes: WriteWatch;

beforeAll(async () => {
  server = await startTestServer();
  w = await buildWorld(server);
  writes = await watchWrites(server);
});
afterAll(async () => {
  await server.close();
});

const rows = (Object.values(endpointAreas) as Record<string, Endpoint>[]).flatMap((t) => Object.entries(t)) as [EndpointName, Endpoint][];

it('has a scope rule for every call that takes a scoped resource, and none for a call that is gone', () => {
  const missing = rows
    .filter(([name, row]) => isScoped(row) && !SCOPE_RULES[name] && !NOT_SCOPED[name])
    .map(([n, r]) => `${n} ${r.method} ${r.path}`);
  expect(missing, 'scoped calls without a row in scope-rules.ts').toEqual([]);
  const stale = [...Object.keys(SCOPE_RULES), ...Object.keys(NOT_SCOPED)].filter((n) => !(n in endpoints));
  expect(stale).toEqual([]);
  expect(Object.keys(SCOPE_RULES).length).toBeGreaterThan(140);
});

/** A refusal for the scope's sake: no login, no permission, or the resource is not the caller's to see. */
function scopeRefusal(res: CallResult): boolean {
  if (res.http === 401 || res.http === 403) return true;
  return res.http === 200 && [401, 403, 404].includes(res.status ?? 0);
}

const show = (res: CallResult) => `${res.http}/${res.status ?? '-'} ${String(res.msg ?? '').slice(0, 90)}`;

it.each(Object.entries(SCOPE_RULES) as [EndpointName, ScopeRule][])(
  '%s answers each caller as its scope rule declares',
  async (name, rule) => {
    const row = endpoints[name] as Endpoint;
    const wrong: string[] = [];
    for (const who of callersOf(rule.scope)) {
      const { params, ...input } = await rule.call(w);
      const user = userOf(w, rule.scope, who);
      await writes.written();
      const path = row.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
      const res = await server.call(row.method, path, { token: user?.token ?? null, ...input });
      const written = await writes.written();
      const allowed = rule.allow.includes(who);
      const refusedFor = rule.refuse?.[who];
      if (refusedFor) {
        if (res.status !== 400 || res.msg !== refusedFor) wrong.push(`${who}: wanted "${refusedFor}", got ${show(res)}`);
      } else if (allowed) {
        const through = rule.through === 'past-scope' ? !scopeRefusal(res) : res.http === 200 && (res.status ?? 200) === 200;
        if (!through) wrong.push(`${who}: wanted through, got ${show(res)}`);
      } else if (!scopeRefusal(res)) wrong.push(`${who}: wanted a refusal, got ${show(res)}`);
      if (isRefusal(res) && written.length) wrong.push(`${who}: refused (${show(res)}) yet wrote ${written.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  },
);
