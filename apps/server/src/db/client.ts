import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The database handle every service takes: the same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle, usable wherever a function only reads and writes rows. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbLike = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every migration not yet applied. Safe to run at each start. */
  migrate(): Promise<void>;
  /**
   * Vacuums and analyses the embedded database, which has no autovacuum of its own: dead rows
   * would pile up, plans would go stale, and index-only scans would still visit the table. A no-op
   * on PostgreSQL, whose autovacuum does this.
   */
  maintain(): Promise<void>;
  /**
   * Hears the database's notifications on `channel` (sent with `pg_notify`, delivered at commit to
   * every process that listens: the replicas of a deployment). On PostgreSQL a connection of its
   * own listens and is opened again when it breaks (a restart, a failover); `onResumed` is called
   * then, as notifications sent meanwhile are lost. Answers how to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A listening connection that breaks is opened again after this long (and as long again after each failure). */
const RELISTEN_MS = 1000;

/** LISTEN on PostgreSQL through a connection of its own, which the pool could not keep. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResumed: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // A broken connection ends; its error is not the process's.
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      setTimeout(again, RELISTEN_MS).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const again = () => {
    if (stopped) return;
    connect().then(onResumed, () => setTimeout(again, RELISTEN_MS).unref());
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** The embedded database's page cache (PostgreSQL's shared_buffers) unless ARBITER_DB_SHARED_BUFFERS says otherwise. */
const DEFAULT_SHARED_BUFFERS_MB = 16;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Creates a new embedded database in a child process (see the script for why). */
const initScript = fileURLToPath(new URL('./embedded-init.ts', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite kept in `dataDir`
 * (`dataDir` undefined keeps PGlite in memory, for tests).
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** The embedded database's page cache in MB (default DEFAULT_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number | undefined;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that the server ends (restart, failover) must not bring the process down:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      maintain: () => Promise.resolve(),
      listen: (channel, onPayload, onResumed) => listenOnPostgres(opts.url!, channel, onPayload, onResumed),
      close: () => pool.end(),
    };
  }
  // The embedded database's memory is WebAssembly memory, which never shrinks: its page cache
  // (shared_buffers, 128 MB by default) stays resident once a load has filled it. A school's bank
  // fits a small cache, and the operating system's file cache keeps the rest of the pages near.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB}MB`];
  if (opts.dataDir && !existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    mkdirSync(opts.dataDir, { recursive: true });
    await promisify(execFile)(process.execPath, [initScript, opts.dataDir, JSON.stringify(startParams), migrationsFolder]);
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir, { startParams }) : new PGlite({ startParams });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    maintain: async () => {
      await client.exec('vacuum (analyze)');
    },
    // One process, one connection: nothing to lose, nothing to open again.
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}
