import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint.ts';
import { API } from '../paths/index.ts';
import { endpointAreas, endpoints } from './index.ts';
import { JUDGE_HOST_API } from './judge-host.ts';

const areas = Object.values(endpointAreas) as Record<string, Endpoint>[];
const rows = Object.values(endpoints) as Endpoint[];
/** A row's path without its `/:param` segments: the path a client starts from. */
const basePath = (path: string) => path.replace(/(\/:[^/]+)+$/, '');

describe('the endpoint table', () => {
  it('names each row once across the areas', () => {
    const names = areas.flatMap((area) => Object.keys(area));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(endpoints)).toHaveLength(names.length);
  });

  it('has one row per method and path', () => {
    const keys = rows.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('serves every path of API and JUDGE_HOST_API, and no other', () => {
    const named = new Set<string>([...Object.values(API), ...Object.values(JUDGE_HOST_API)]);
    const served = new Set(rows.map((r) => basePath(r.path)));
    expect([...named].filter((p) => !served.has(p))).toEqual([]);
    expect([...served].filter((p) => !named.has(p))).toEqual([]);
    expect(rows.filter((r) => !r.path.startsWith('/api/'))).toEqual([]);
  });

  it('names a path once in API', () => {
    const paths = Object.values(API);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('asks for login wherever it checks a role or a permission', () => {
    expect(rows.filter((r) => (r.roles?.length || r.permission) && r.auth !== 'login')).toEqual([]);
  });

  it('declares a schema for each path parameter, and a JSON body or an upload, not both', () => {
    expect(rows.filter((r) => r.path.includes('/:') !== (r.params !== undefined))).toEqual([]);
    expect(rows.filter((r) => r.body && r.upload)).toEqual([]);
    expect(rows.filter((r) => (r.body || r.upload) && r.method === 'GET')).toEqual([]);
  });

  it('serves downloads on GET only', () => {
    expect(rows.filter((r) => r.response.body === 'file' && r.method !== 'GET')).toEqual([]);
  });
});
