import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { rowsOf } from './raw.ts';

const journal = JSON.parse(await readFile(join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

describe.skipIf(process.env.ARBITER_TEST_DB === 'postgres')('the embedded database in a folder', () => {
  it('is created and migrated by a child process on an empty folder, and opened again with what it holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'arbiter-embedded-'));
    try {
      const applied = async () => {
        const database = await openDatabase({ dataDir: join(dir, 'db') });
        try {
          const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
          return rows[0]!.n;
        } finally {
          await database.close();
        }
      };
      expect(await applied()).toBe(journal.entries.length);
      expect(await applied()).toBe(journal.entries.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
