/** Single sign-on: which provider identity signs in as which account (modules/sso). */
import { bigserial, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created } from './common.ts';
import { userInfo } from './account.ts';

/**
 * A person at an OpenID Connect provider, named by the provider's issuer and its subject (the
 * only pair the specification promises is stable: emails and usernames change), linked to one
 * account. An account may have several (a new provider, a second one); a person has one account
 * per provider. Deleting the account deletes its links.
 */
export const userIdentity = pgTable(
  'user_identity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issuer: varchar('issuer', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    gmtCreate: created(),
  },
  (t) => [uniqueIndex('user_identity_issuer_subject_uq').on(t.issuer, t.subject), index('user_identity_uid_idx').on(t.uid)],
);
