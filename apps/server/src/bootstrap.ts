import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { API_TOKEN_PREFIX, Role } from '@arbiter/contract';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { userInfo } from './db/schema.ts';
import { readCacheOf } from './http/read-cache.ts';
import { TokenService } from './http/tokens.ts';
import { Mailer } from './mail/mailer.ts';
import { createUser } from './modules/account/create-user.ts';
import { ensureJudgeToken } from './modules/api-token/grants.ts';
import { followIdentities, keptScoreboards } from './modules/contest/scoreboard/kept.ts';
import { LiveFeed } from './modules/live/feed.ts';
import { WorkBell } from './modules/judgehost/work-signal.ts';
import { keptRanks } from './modules/training/rank/kept.ts';
import { ScopeRegistry } from './modules/problem/scope.ts';
import { SiteSettings } from './modules/site/service.ts';
import { BlobStore } from './store/blobs.ts';
import { ExpiringStore } from './store/expiring.ts';
import { IdentityFollower } from './store/identity-follower.ts';

/** Wires one process's services over an open, migrated database. */
export async function createContext(config: Config, database: Database): Promise<AppContext> {
  const site = new SiteSettings(database.db, config.smtp);
  const secret = config.jwtSecret ?? (await site.secret('jwtSecret', () => randomBytes(48).toString('base64url')));
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: new TokenService(secret),
    expiring: new ExpiringStore(database.db),
    blobs: new BlobStore(join(config.dataDir, 'files')),
    mailer: new Mailer(() => site.smtp()),
    site,
    judgeToken: await judgeTokenOf(config, site, database.db),
    queueSignal: new EventEmitter().setMaxListeners(0),
    listen: database.listen,
    bell: new WorkBell(),
    scopes: new ScopeRegistry(),
    identities: new IdentityFollower(database.db),
    scoreboards: keptScoreboards(),
    trainingRanks: keptRanks(),
    live: new LiveFeed(database, () => readCacheOf(ctx).invalidate()),
  };
  followIdentities(ctx);
  return ctx;
}

/**
 * The judge token the local judge (and, with ARBITER_JUDGE_TOKEN, every host) uses: the configured
 * one, else a secret kept by the site. Either is a row of `api_token` like the judge tokens made in
 * the back office, so all of them are checked, listed and revoked the same way.
 */
async function judgeTokenOf(config: Config, site: SiteSettings, db: Database['db']): Promise<string> {
  const configured = config.judgeToken;
  const token = configured ?? (await site.secret('judgeToken', () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`));
  await ensureJudgeToken(db, configured ? 'ARBITER_JUDGE_TOKEN' : 'Local judge', token);
  return token;
}

const ROOT_UID = '1';

/**
 * Creates the super admin `root` on the first start. The password is ARBITER_ADMIN_PASSWORD, or a
 * random one written once to data/initial-admin-password.txt (mode 0600) and returned for printing.
 */
export async function ensureRootUser(ctx: AppContext): Promise<{ created: boolean; password?: string; passwordFile?: string }> {
  const existing = await ctx.db.select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.username, 'root')).limit(1);
  if (existing.length > 0) return { created: false };
  const password = ctx.config.adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(ctx, { uid: ROOT_UID, username: 'root', password, email: null, role: Role.ROOT });
  if (ctx.config.adminPassword) return { created: true };
  await mkdir(ctx.config.dataDir, { recursive: true });
  const passwordFile = join(ctx.config.dataDir, 'initial-admin-password.txt');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  await chmod(passwordFile, 0o600);
  return { created: true, password, passwordFile };
}
