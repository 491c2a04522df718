/**
 * Starts the server for the browser tests on a fresh PostgreSQL database (`arbiter_e2e` on the
 * machine's server), so that tests can put home-page data in place with plain SQL. Signals are
 * passed on so that the server stops cleanly.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

export const E2E_DB = process.env.E2E_DB ?? 'arbiter_e2e';
const adminUrl = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${E2E_DB} with (force)`);
await admin.query(`create database ${E2E_DB}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${E2E_DB}`;
const child = spawn(process.execPath, [join(import.meta.dirname, '../../apps/server/src/main.ts')], {
  env: { ...process.env, DATABASE_URL: url.toString() },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
