/**
 * Creates a new embedded database and applies the migrations, then exits: run as a child process
 * by `openDatabase` on an empty folder. PGlite's initdb grows the WebAssembly memory to about
 * 500 MB and the first migration by tens of MB more, and a WebAssembly memory never gives memory
 * back: a server that did this itself would idle larger until its next restart. The child's memory
 * goes with the child.
 *
 *   node embedded-init.ts <data folder> <start parameters as JSON> <migrations folder>
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, params, migrationsFolder] = process.argv.slice(2);
if (!dataDir || !params || !migrationsFolder) throw new Error('usage: embedded-init.ts <data folder> <start parameters> <migrations>');
const client = new PGlite(dataDir, { startParams: JSON.parse(params) as string[] });
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
await client.close();
