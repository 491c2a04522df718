import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenVO, type TokenScope } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { apiToken } from '../../db/schema.ts';
import type { ReadCache } from '../../http/read-cache.ts';

/**
 * The stored side of API tokens: a token is `arb_` and 32 random bytes; the table keeps its
 * SHA-256 and its first characters. Personal tokens have an owner; judge tokens (scope `judge`)
 * have none.
 */

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the auth hook needs to know of a token. */
export interface TokenGrant {
  id: number;
  uid: string | null;
  scopes: TokenScope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
}

async function grantOf(db: DbLike, hash: string): Promise<TokenGrant | null> {
  const rows = await db
    .select({ id: apiToken.id, uid: apiToken.uid, scopes: apiToken.scopes, expiresAt: apiToken.expiresAt, revokedAt: apiToken.revokedAt })
    .from(apiToken)
    .where(eq(apiToken.hash, hash))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, scopes: row.scopes as TokenScope[] } : null;
}

/**
 * The grant of a token as a request sees it: read once per read-cache second (user calls and judge
 * hosts alike), so a revocation counts at once in the process that made it (its route clears the
 * cache) and within that second on the others.
 */
export function cachedGrant(reads: ReadCache, db: DbLike, token: string): Promise<TokenGrant | null> {
  const hash = hashToken(token);
  return reads.get(`api-token:${hash}`, () => grantOf(db, hash));
}

type TokenRow = typeof apiToken.$inferSelect;

function toVO(row: TokenRow): ApiTokenVO {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as TokenScope[],
    hint: row.hint,
    gmtCreate: row.gmtCreate.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The owner's (or, for null, the judge hosts') tokens that still work or may yet expire, newest first. */
export async function listTokens(db: DbLike, uid: string | null): Promise<ApiTokenVO[]> {
  const rows = await db
    .select()
    .from(apiToken)
    .where(and(uid === null ? isNull(apiToken.uid) : eq(apiToken.uid, uid), isNull(apiToken.revokedAt)))
    .orderBy(desc(apiToken.id));
  return rows.map(toVO);
}

export async function activeTokenCount(db: DbLike, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiToken)
    .where(and(eq(apiToken.uid, uid), isNull(apiToken.revokedAt)));
  return row?.n ?? 0;
}

/** Makes a token and stores its hash; the secret is returned this once. */
export async function createToken(
  db: DbLike,
  grant: { uid: string | null; name: string; scopes: TokenScope[]; expiresAt: Date | null },
  secret = newSecret(),
): Promise<{ token: string; apiToken: ApiTokenVO }> {
  const [row] = await db
    .insert(apiToken)
    .values({ ...grant, hash: hashToken(secret), hint: secret.slice(0, 8) })
    .returning();
  if (!row) throw new Error('The token was not stored');
  return { token: secret, apiToken: toVO(row) };
}

/** Revokes one of the owner's tokens (null: a judge token); false when there is no such live token. */
export async function revokeToken(db: DbLike, id: number, uid: string | null): Promise<boolean> {
  const rows = await db
    .update(apiToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiToken.id, id), uid === null ? isNull(apiToken.uid) : eq(apiToken.uid, uid), isNull(apiToken.revokedAt)))
    .returning({ id: apiToken.id });
  return rows.length > 0;
}

/** A token's last use is written at most this often: a busy script or host costs no write per call. */
const LAST_USED_EVERY_MS = 60_000;
const lastWritten = new Map<number, number>();

/** Notes a token's use (throttled per process; a failed write is tried again on the next use). */
export function noteUse(db: DbLike, id: number, now = Date.now()): void {
  if (now - (lastWritten.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
  lastWritten.set(id, now);
  void db
    .update(apiToken)
    .set({ lastUsedAt: new Date(now) })
    .where(eq(apiToken.id, id))
    .catch(() => lastWritten.delete(id));
}

/**
 * Makes sure a judge token given by configuration (or kept as the site's secret for the local
 * judge) has its row, so judge hosts are checked as every token is. Its hint is empty: it shows
 * no character of a secret that may be short. A row revoked in the back
 * office stays revoked: the hosts using that secret are refused until it is replaced.
 */
export async function ensureJudgeToken(db: DbLike, name: string, secret: string): Promise<void> {
  await db
    .insert(apiToken)
    .values({ uid: null, name, scopes: ['judge'], hash: hashToken(secret), hint: '' })
    .onConflictDoNothing();
}
