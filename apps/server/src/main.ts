#!/usr/bin/env node
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { createContext, ensureRootUser } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { collectWhenIdle } from './idle-gc.ts';
import { ratePendingContests } from './modules/rating/service.ts';
import { startLocalJudge } from './local-judge.ts';
import { sweepTestRuns } from './modules/submission/submit.ts';
import { seedLanguages } from './modules/problem-admin/languages.ts';
import { syncAccounts } from './modules/remote-judge/accounts.ts';
import { seedRemoteLanguages } from './modules/remote-judge/languages.ts';

/** `make start`: migrate, make sure root exists, serve the API and the web app until a signal. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'db'),
    sharedBuffersMb: Number(process.env.ARBITER_DB_SHARED_BUFFERS) || undefined,
  });
  await database.migrate();
  await seedLanguages(database.db);
  await seedRemoteLanguages(database.db);
  const ctx = await createContext(config, database);
  // Accounts saved in the switches before this server version, or edited in the database, join the pool.
  await syncAccounts(database.db, await ctx.site.switches());
  const root = await ensureRootUser(ctx);
  const app = await buildApp(ctx, { logger: process.env.LOG_REQUESTS === 'true' });
  await app.listen({ port: config.port, host: config.host });

  const judge =
    process.env.ARBITER_LOCAL_JUDGE === 'false'
      ? null
      : startLocalJudge(ctx, {
          port: config.port,
          log: (line) => console.log(line),
          // Ten idle minutes: a lesson's or a contest's submissions keep it awake, a quiet night does not.
          sleepAfterSeconds: Math.max(0, Number(process.env.ARBITER_LOCAL_JUDGE_SLEEP_SECONDS ?? 600) || 0),
        });

  // Expired codes, captchas and unread online test runs go every ten minutes, and the embedded
  // database is vacuumed after them.
  const sweep = setInterval(() => {
    void (async () => {
      await ctx.expiring.sweep().catch(() => undefined);
      await sweepTestRuns(ctx).catch(() => undefined);
      await database.maintain().catch((error: unknown) => console.error(`database maintenance failed: ${String(error)}`));
    })();
  }, 10 * 60_000);
  sweep.unref();
  // Rated contests that ended get their ratings within a minute even when nobody opens a rating page.
  const rating = setInterval(
    () => void ratePendingContests(ctx).catch((error: unknown) => console.error(`rating failed: ${String(error)}`)),
    60_000,
  );
  rating.unref();
  // A quiet server gives back the garbage of its last busy spell (idle-gc.ts says why): looked at
  // every 10 s, when the loop was busy under 5% of it (a local judge host's polls are about 1%).
  collectWhenIdle({ everyMs: 10_000, idleBelow: 0.05, grownBytes: 16 << 20 });

  const url = `http://localhost:${config.port}/`;
  const lines = [
    '',
    `Arbiter is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded (${join(config.dataDir, 'db')})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  started in ${Math.round(performance.now() - started)} ms`,
  ];
  if (root.created && root.password) {
    lines.push(`  sign in as root with password ${root.password}`, `  (shown once; also saved in ${root.passwordFile})`);
  } else if (root.created) {
    lines.push('  sign in as root with the password in ARBITER_ADMIN_PASSWORD');
  } else {
    lines.push(`  sign in as root (first password: ${join(config.dataDir, 'initial-admin-password.txt')} or ARBITER_ADMIN_PASSWORD)`);
  }
  if (!(await ctx.mailer.isConfigured())) {
    lines.push(
      '  mail is not configured: registration and password-reset mails need SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS (and SMTP_FROM)',
    );
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing requests and closing the database...`);
    try {
      await judge?.stop();
      // Requests in flight get ten seconds to finish; idle keep-alive sockets must not hold the exit.
      app.server.closeIdleConnections();
      const force = setTimeout(() => app.server.closeAllConnections(), 10_000);
      force.unref();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
