import { timestamp } from 'drizzle-orm/pg-core';

/** Every table's creation and modification times (timestamptz, serialised as ISO-8601 UTC). */
export const created = () => timestamp('gmt_create', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const modified = () => timestamp('gmt_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
