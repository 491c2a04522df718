import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpointAreas } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
interface Registered {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

const key = (method: string, path: string) => `${method} ${path}`;

const rows = new Map<string, { name: string; row: Endpoint }>();
for (const table of Object.values(endpointAreas) as Record<string, Endpoint>[]) {
  for (const [name, row] of Object.entries(table)) rows.set(key(row.method, row.path), { name, row });
}

/** The access a route was registered with, as the auth hook reads it. */
function accessOf(config: RouteOptions['config']) {
  const roles = config?.roles ?? [];
  const permission = config?.permission;
  const auth = roles.length > 0 || permission ? 'login' : (config?.auth ?? 'anon');
  return { auth, roles: [...roles], permission };
}

describe('the endpoint table and the registered routes', () => {
  let server: TestServer;
  const registered: Registered[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const app = await buildApp(server.ctx, {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url, config: route.config });
      },
    });
    await app.ready();
    await app.close();
  });
  afterAll(async () => server?.close());

  // Fastify adds a HEAD route beside each GET; the web app's static files are not calls.
  const calls = () => registered.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));

  it('registers every route of the table, once', () => {
    const seen = calls().map((r) => key(r.method, r.url));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...rows.keys()].filter((k) => !seen.includes(k))).toEqual([]);
  });

  it('registers no route that the table lacks', () => {
    expect(calls().filter((r) => !rows.has(key(r.method, r.url)))).toEqual([]);
  });

  it('registers each route from its row', () => {
    const stray = calls().filter((r) => {
      const found = rows.get(key(r.method, r.url));
      return found && r.config?.endpoint !== found.row;
    });
    expect(stray.map((r) => key(r.method, r.url))).toEqual([]);
  });

  it('gives each route the access its row declares', () => {
    const wrong = calls().flatMap((r) => {
      const found = rows.get(key(r.method, r.url));
      if (!found) return [];
      const { auth, roles, permission } = found.row;
      const declared = { auth, roles: [...(roles ?? [])], permission };
      const actual = accessOf(r.config);
      return JSON.stringify(actual) === JSON.stringify(declared) ? [] : [{ name: found.name, declared, actual }];
    });
    expect(wrong).toEqual([]);
  });
});
