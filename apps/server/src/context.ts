import type { EventEmitter } from 'node:events';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { TokenService } from './http/tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { KeptScoreboards } from './modules/contest/scoreboard/kept.ts';
import type { LiveFeed } from './modules/live/feed.ts';
import type { ScopeRegistry } from './modules/problem/scope.ts';
import type { KeptRanks } from './modules/training/rank/kept.ts';
import type { SiteSettings } from './modules/site/service.ts';
import type { BlobStore } from './store/blobs.ts';
import type { ExpiringStore } from './store/expiring.ts';
import type { IdentityFollower } from './store/identity-follower.ts';
import type { WorkBell } from './modules/judgehost/work-signal.ts';

/**
 * What every area's routes and services are given: one per app (a server process runs one). What
 * a request leaves behind for later ones lives here, not in module-level variables, so that two
 * apps in one process, as the tests build them, share nothing.
 */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  expiring: ExpiringStore;
  blobs: BlobStore;
  mailer: Mailer;
  site: SiteSettings;
  /** The secret judge hosts present in `X-Judge-Token`. */
  judgeToken: string;
  /**
   * Emits 'task' when any replica queued judging work (judgehost/work-signal.ts), waking the
   * sleeping local host, and 'compiled' (with the test_judge key) when a checker compile is done
   * here, waking its HTTP call.
   */
  queueSignal: EventEmitter;
  /** Where the judge hosts' claims wait for work, woken one at a time as work is queued. */
  bell: WorkBell;
  /** Hears the database's notifications on a channel, sent at commit by any replica's writes (`Database.listen`). */
  listen: Database['listen'];
  /** Where problems are seen besides the bank (contests, trainings, groups): each area registers its scope with its routes. */
  scopes: ScopeRegistry;
  /** Users' profile changes, for the kept views that show names (contest boards). */
  identities: IdentityFollower;
  /** The contests' scoreboards this process keeps up to date. */
  scoreboards: KeptScoreboards;
  /** The trainings' ranks this process keeps up to date. */
  trainingRanks: KeptRanks;
  /** The live-push streams this process holds, fed by the database's notifications. */
  live: LiveFeed;
}
