/** Personal API tokens and judge-host tokens (modules/api-token). */
import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { created } from './common.ts';
import { userInfo } from './account.ts';

/**
 * A bearer token for scripts and judge hosts. Only the SHA-256 of the secret is stored: the secret
 * is 32 random bytes, so a fast hash is enough (nothing to guess), and a lookup is one index probe.
 * A personal token acts as its owner within its scopes; a judge token (scope `judge`) has no owner.
 */
export const apiToken = pgTable(
  'api_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    scopes: text('scopes').array().notNull(),
    /** Hex SHA-256 of the whole token. */
    hash: varchar('hash', { length: 64 }).notNull().unique(),
    /** The token's first characters, shown in lists so its owner can tell tokens apart. */
    hint: varchar('hint', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    gmtCreate: created(),
  },
  (t) => [index('api_token_user_idx').on(t.uid)],
);
