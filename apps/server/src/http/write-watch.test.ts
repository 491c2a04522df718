import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discussionCategory } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { isRefusal, watchWrites } from '../../test/writes.ts';

/** The detector behind "no row changed by a refused call" sees an insert, an update and a delete, and nothing else. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('names the table of each insert, update and delete, and no table after reads', async () => {
  const watch = await watchWrites(server, { scanOnPostgres: true });
  expect(await watch.written()).toEqual([]);
  await server.call('GET', '/api/get-website-config');
  expect(await watch.written()).toEqual([]);
  const [row] = await server.ctx.db.insert(discussionCategory).values({ name: 'Watched' }).returning({ id: discussionCategory.id });
  expect(await watch.written()).toEqual(['discussion_category']);
  await server.ctx.db.update(discussionCategory).set({ name: 'Renamed' }).where(eq(discussionCategory.id, row!.id));
  expect(await watch.written()).toEqual(['discussion_category']);
  await server.ctx.db.delete(discussionCategory).where(eq(discussionCategory.id, row!.id));
  expect(await watch.written()).toEqual(['discussion_category']);
  expect(await watch.written()).toEqual([]);
});

it('takes an HTTP 4xx or an envelope with another status for a refusal, and a download for none', () => {
  expect(isRefusal({ http: 401, status: 401 })).toBe(true);
  expect(isRefusal({ http: 200, status: 403 })).toBe(true);
  expect(isRefusal({ http: 200, status: 200 })).toBe(false);
  expect(isRefusal({ http: 200, status: undefined })).toBe(false);
});
