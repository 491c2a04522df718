import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createContext, ensureRootUser } from '../src/bootstrap.ts';
import { type Config, DEFAULT_RATE_LIMITS } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { readCacheOf } from '../src/http/read-cache.ts';
import { seedLanguages } from '../src/modules/problem-admin/languages.ts';
import { seedRemoteLanguages } from '../src/modules/remote-judge/languages.ts';
import { ADAPTERS } from '@arbiter/remote-judge';
import { answerText } from './events.ts';
import { SmtpSink } from './smtp-sink.ts';

/** Which database the API tests run on: set per Vitest project (pglite | postgres). */
export const TEST_DB = (process.env.ARBITER_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
const PG_ADMIN_URL = process.env.ARBITER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const ROOT_PASSWORD = 'root-password-1';

export interface TestServer {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  smtp: SmtpSink;
  call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
  close: () => Promise<void>;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  form?: FormData;
}

export interface CallResult {
  http: number;
  status: number | undefined;
  msg: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape a call returns
  data: any;
  headers: Headers;
}

/** A fresh, empty PostgreSQL database for one test file, dropped by the returned function. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `arbiter_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Starts the real server on a random port over a real database (in-memory PGlite or a fresh
 * PostgreSQL database), with an SMTP sink for its mail and root created with ROOT_PASSWORD.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const smtp = new SmtpSink();
  const smtpPort = await smtp.start();
  const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-test-'));
  const pgDb = TEST_DB === 'postgres' ? await freshPostgres() : null;
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: pgDb?.url,
    adminPassword: ROOT_PASSWORD,
    jwtSecret: undefined,
    judgeToken: 'test-judge-token',
    webDist: undefined,
    baseUrl: 'http://arbiter.test',
    smtp: { host: '127.0.0.1', port: smtpPort, secure: false, user: 'judge@arbiter.test', pass: 'x', from: 'judge@arbiter.test' },
    rateLimits: { ...DEFAULT_RATE_LIMITS, login: 1000, register: 1000, mail: 1000, captcha: 1000 },
    trustProxy: true,
    timeZone: 'Asia/Shanghai',
    judgeLeaseSeconds: 30,
    // No test reaches the internet: a remote judge is a fake site a test starts and names, or nothing.
    remoteUrl: () => 'http://127.0.0.1:1023',
    remoteSubmitGapMs: (key) => ADAPTERS[key].submitGapMs ?? 0,
    // Tests read what they just wrote.
    rankCacheSeconds: 0,
    ...overrides,
  };
  const database: Database = await openDatabase({ url: config.databaseUrl });
  await database.migrate();
  await seedLanguages(database.db);
  await seedRemoteLanguages(database.db);
  const ctx = await createContext(config, database);
  await ensureRootUser(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => {
    // A test writes the database directly through ctx.db, in this process: its next call must see
    // that as it sees the server's own writes (the read cache's tests fetch directly instead).
    readCacheOf(ctx).invalidate();
    const target = new URL(path, url);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    let body: RequestInit['body'];
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    const res = await fetch(target, { method, headers, body });
    const text = await answerText(res);
    let json: { status?: number; msg?: string; data?: unknown } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      json = { data: text };
    }
    return { http: res.status, status: json.status, msg: json.msg, data: json.data, headers: res.headers };
  };

  return {
    url,
    ctx,
    app,
    smtp,
    call,
    close: async () => {
      // Tests need no graceful goodbye: keep-alive sockets of clients in this process would hold close().
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      await smtp.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in and returns the token from the Authorization response header. */
export async function loginAs(server: TestServer, username: string, password: string, ip?: string): Promise<string> {
  const res = await server.call('POST', '/api/login', { body: { username, password }, headers: ip ? { 'x-forwarded-for': ip } : {} });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`login as ${username} failed: ${res.msg}`);
  return token;
}
