/** Site-wide state: expiring values, settings, uploaded files, announcements. */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';

/**
 * Short-lived keyed values with an expiry: mail codes, captchas, puzzles, failure counters.
 * Kept in the database so that several server replicas agree on them.
 */
export const expiring = pgTable(
  'expiring_value',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    key: varchar('key', { length: 400 }).notNull(),
    value: text('value').notNull().default(''),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('expiring_value_expires_idx').on(t.expiresAt)],
);

/** Site settings edited in the admin back office (web config, switches, mail), one JSON value per key. */
export const siteConfig = pgTable('site_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  gmtModified: modified(),
});

/** Uploaded files; the bytes live in the blob store under `hash`. */
export const file = pgTable(
  'file',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 32 }),
    gid: integer('gid'),
    /** avatar, carousel, md, ... */
    type: varchar('type', { length: 32 }).notNull(),
    /** The public name: `{uuid}.{suffix}`, served at /api/public/img/{name}. */
    name: varchar('name', { length: 128 }).notNull(),
    suffix: varchar('suffix', { length: 16 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** Marked for removal (a replaced avatar). */
    delete: boolean('delete').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('file_name_uq').on(t.name), index('file_type_idx').on(t.type)],
);

export const announcement = pgTable(
  'announcement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    uid: varchar('uid', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    /** 0 visible, 1 hidden. */
    status: smallint('status').notNull().default(0),
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('announcement_list_idx').on(t.gid, t.status, t.gmtCreate)],
);
