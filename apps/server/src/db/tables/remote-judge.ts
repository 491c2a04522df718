/** Remote judging: the pool of the school's accounts on the remote judges. */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per account of the switch config's lists (kept in step with them). An account judges one
 * submission at a time: `lease_task` is the judge task holding it until `lease_expires_at` (renewed
 * with the task's lease by the host's heartbeat, so a vanished host frees it); `not_before` keeps
 * the judge's rate rules between submits; `session` keeps the cookies and tokens of its last login.
 */
export const remoteJudgeAccount = pgTable(
  'remote_judge_account',
  {
    id: serial('id').primaryKey(),
    /** The pool: HDU, CF (Gym too), POJ, SPOJ, AC, LIBRE. */
    oj: varchar('oj', { length: 16 }).notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    session: jsonb('session').notNull().default({ cookies: {}, values: {} }),
    leaseTask: bigint('lease_task', { mode: 'number' }),
    leaseExpiresAt: at('lease_expires_at'),
    notBefore: at('not_before').notNull().defaultNow(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    uniqueIndex('remote_judge_account_uq').on(t.oj, t.username),
    index('remote_judge_account_lease_idx')
      .on(t.leaseTask)
      .where(sql`${t.leaseTask} is not null`),
  ],
);
