import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext, ensureRootUser } from '../apps/server/src/bootstrap.ts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import type { AppContext } from '../apps/server/src/context.ts';

/** A throwaway app on a fresh embedded database in a temporary folder, as the benchmarks measure one. */
export interface EmbeddedApp {
  config: Config;
  database: Database;
  ctx: AppContext;
}

/**
 * Runs `measure` on a fresh app (migrated, root made; `prepare` runs on the database before the
 * app context is made), then closes the database and removes the folder, whatever happened.
 */
export async function withEmbeddedApp(
  name: string,
  measure: (app: EmbeddedApp) => Promise<void>,
  prepare?: (database: Database) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), `arbiter-bench-${name}-`));
  const config = { ...loadConfig({ DATA_DIR: dir, ARBITER_ADMIN_PASSWORD: 'bench-root-pass' }), port: 0, host: '127.0.0.1' };
  const database = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    await database.migrate();
    await prepare?.(database);
    const ctx = await createContext(config, database);
    await ensureRootUser(ctx);
    await measure({ config, database, ctx });
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
