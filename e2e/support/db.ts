import pg from 'pg';

/** Plain SQL on the browser tests' database, for putting in place what later areas will create. */
export async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const url = new URL(process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${process.env.E2E_DB ?? 'arbiter_e2e'}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}
