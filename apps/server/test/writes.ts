import { sql } from 'drizzle-orm';
import { TEST_DB, type CallResult, type TestServer } from './harness.ts';

/**
 * Finds the rows a call wrote: "no row changed by a refused call". Each table is summed up as its
 * row count and the newest transaction id among its rows (`xmin`): an insert or an update leaves a
 * newer `xmin`, a delete a smaller count. Comparing the summaries from before and after a call names
 * the tables it wrote. The summaries are kept between calls and taken again only when the
 * database's snapshot horizon moved (`pg_snapshot_xmax`, which moves only when a transaction with
 * an id commits): on PGlite the database is this process's own, so a call that wrote nothing costs
 * one small query. On PostgreSQL the horizon is the cluster's, moved by every other database's
 * work, so the summaries would be taken after every call, tripling a matrix's time: there the
 * watch sees nothing unless `scanOnPostgres` asks for it (the calls' write paths are the same code
 * on both databases, and the PGlite runs check them).
 */

type Summary = Map<string, string>;

async function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function horizon(server: TestServer): Promise<string> {
  const [row] = await rows<{ x: string }>(server, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return row!.x;
}

async function summarize(server: TestServer, tables: string[]): Promise<Summary> {
  const parts = tables.map(
    (t) => sql`select ${t} as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as s from ${sql.identifier(t)}`,
  );
  const out = await rows<{ t: string; s: string }>(server, sql.join(parts, sql` union all `));
  return new Map(out.map((r) => [r.t, r.s]));
}

export interface WriteWatch {
  /** The tables written since the last call of `written` (or since the watch began). */
  written(): Promise<string[]>;
}

export async function watchWrites(server: TestServer, opts: { scanOnPostgres?: boolean } = {}): Promise<WriteWatch> {
  if (TEST_DB === 'postgres' && !opts.scanOnPostgres) return { written: () => Promise.resolve([]) };
  const tables = (
    await rows<{ t: string }>(
      server,
      sql`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((r) => r.t);
  const exactHorizon = TEST_DB === 'pglite';
  let mark = await horizon(server);
  let summary = await summarize(server, tables);
  return {
    async written() {
      if (exactHorizon) {
        const now = await horizon(server);
        if (now === mark) return [];
        mark = now;
      }
      const next = await summarize(server, tables);
      const changed = tables.filter((t) => next.get(t) !== summary.get(t));
      summary = next;
      return changed;
    },
  };
}

/**
 * Whether an answer is a refusal: an HTTP 4xx, or a 200 whose envelope says otherwise (business
 * refusals travel as HTTP 200 with the body status, hoj-api §1.2). A download answers bytes with no
 * envelope: that is no refusal.
 */
export function isRefusal(res: Pick<CallResult, 'http' | 'status'>): boolean {
  if (res.http >= 400 && res.http < 500) return true;
  return res.http === 200 && res.status !== undefined && res.status !== 200;
}

/** `isRefusal` of an answer's HTTP status and raw text (an envelope, or bytes). */
export function isRefusedAnswer(http: number, text: string): boolean {
  let status: unknown;
  try {
    status = (JSON.parse(text) as { status?: unknown } | null)?.status;
  } catch {
    status = undefined;
  }
  return isRefusal({ http, status: typeof status === 'number' ? status : undefined });
}
