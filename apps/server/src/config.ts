import { resolve } from 'node:path';
import { LEASE_SECONDS, type IMPORT_LIMITS, type RemoteKey } from '@arbiter/contract';
import { ADAPTERS, remoteBaseUrl } from '@arbiter/remote-judge';

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; absent means the embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** HS512 secret for tokens; absent means one generated at first start and kept in the database. */
  jwtSecret: string | undefined;
  /** The secret judge hosts present; absent means one generated at first start and kept in the database. */
  judgeToken: string | undefined;
  /** Where the built web app lives; absent or missing means the API alone is served. */
  webDist: string | undefined;
  /** Public base URL for links in mails; absent means derived from the request. */
  baseUrl: string | undefined;
  smtp: SmtpConfig | undefined;
  /** Requests each address may make per minute to the guarded calls. */
  rateLimits: RateLimits;
  /** Trust X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Other origins whose pages may call the API with credentials (CORS); absent means none. */
  corsOrigins?: readonly string[];
  /** How long a judge host keeps a task without a heartbeat before it goes back in the queue. */
  judgeLeaseSeconds: number;
  /** The remote judges' sites (`ARBITER_REMOTE_<KEY>_URL`: a mirror, or a test's fake; else the real site). */
  remoteUrl: (key: RemoteKey) => string;
  /** The least time between two submits of one account (`ARBITER_REMOTE_<KEY>_GAP_MS`; default: the judge's rate rule). */
  remoteSubmitGapMs: (key: RemoteKey) => number;
  /** How long an unsearched page of a rank list is served from memory (0: always read fresh). */
  rankCacheSeconds: number;
  /** The school's time zone: calendar days (heatmap, weekly statistics) are counted in it. */
  timeZone: string;
  /** How long a checker compile call waits for a judge host (ms); absent means 60 s. */
  checkerCompileWaitMs?: number;
  /** How often a waiting claim looks at the queue unannounced (ms); absent means 2 s (judgehost/routes.ts). */
  claimRepollMs?: number;
  /** Limits of an uploaded test-case zip; absent means DEFAULT_ZIP_LIMITS. */
  testcaseZip?: ZipLimits;
  /** Limits of an imported problem archive; absent ones are the contract's IMPORT_LIMITS. */
  problemImport?: Partial<Record<keyof typeof IMPORT_LIMITS, number>>;
  /** The CLICS event feed's timing (ms); absent ones are its defaults (`modules/clics/feed.ts`). */
  clicsFeed?: { settleMs?: number; pollMs?: number; keepAliveMs?: number };
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

export interface RateLimits {
  login: number;
  register: number;
  mail: number;
  captcha: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 60, register: 20, mail: 10, captcha: 60 };

/** What an uploaded test-case zip may hold. Sizes count the bytes really inflated, not the headers' claims. */
export interface ZipLimits {
  /** Bytes of the uploaded zip file itself. */
  maxUploadBytes: number;
  maxEntries: number;
  /** Inflated bytes of one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
  /** Inflated / compressed bytes of one entry (deflate itself cannot exceed about 1032). */
  maxRatio: number;
}

const MB = 1024 * 1024;
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxUploadBytes: 512 * MB,
  maxEntries: 1000,
  maxEntryBytes: 256 * MB,
  maxTotalBytes: 1024 * MB,
  maxRatio: 1100,
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined;
  const port = int(env.SMTP_PORT, 587);
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM || env.SMTP_USER || `arbiter@${env.SMTP_HOST}`,
  };
}

/** `CORS_ORIGINS`: a comma-separated list of origins such as `https://oj.school.example` (a trailing `/` is dropped). */
export function corsOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ARBITER_ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    judgeToken: env.ARBITER_JUDGE_TOKEN || undefined,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(import.meta.dirname, '../../web/dist'),
    baseUrl: env.BASE_URL || undefined,
    smtp: smtpFromEnv(env),
    rateLimits: {
      login: int(env.RATE_LIMIT_LOGIN, DEFAULT_RATE_LIMITS.login),
      register: int(env.RATE_LIMIT_REGISTER, DEFAULT_RATE_LIMITS.register),
      mail: int(env.RATE_LIMIT_MAIL, DEFAULT_RATE_LIMITS.mail),
      captcha: int(env.RATE_LIMIT_CAPTCHA, DEFAULT_RATE_LIMITS.captcha),
    },
    trustProxy: env.TRUST_PROXY === 'true',
    corsOrigins: corsOriginsFromEnv(env.CORS_ORIGINS),
    judgeLeaseSeconds: int(env.ARBITER_JUDGE_LEASE_SECONDS, LEASE_SECONDS),
    remoteUrl: (key) => remoteBaseUrl(key, env),
    remoteSubmitGapMs: (key) => int(env[`ARBITER_REMOTE_${key}_GAP_MS`], ADAPTERS[key].submitGapMs ?? 0),
    rankCacheSeconds: int(env.ARBITER_RANK_CACHE_SECONDS, 60),
    timeZone: env.ARBITER_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}
