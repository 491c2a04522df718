import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { expiring } from '../db/schema.ts';

/**
 * Short-lived keyed values (codes, captchas, puzzles, counters) with an expiry, kept in the
 * database so that every server replica sees the same ones. Expired rows read as absent and
 * are swept by `sweep`.
 */
export interface ExpiringEntry {
  value: string;
  count: number;
  createdAt: Date;
  expiresAt: Date;
}

export class ExpiringStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async get(kind: string, key: string): Promise<ExpiringEntry | null> {
    const rows = await this.db
      .select()
      .from(expiring)
      .where(and(eq(expiring.kind, kind), eq(expiring.key, key), gt(expiring.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    return row ? { value: row.value, count: row.count, createdAt: row.gmtCreate, expiresAt: row.expiresAt } : null;
  }

  async set(kind: string, key: string, value: string, ttlSeconds: number): Promise<void> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    await this.db
      .insert(expiring)
      .values({ kind, key, value, count: 0, expiresAt, gmtCreate: now })
      .onConflictDoUpdate({
        target: [expiring.kind, expiring.key],
        set: { value, count: 0, expiresAt, gmtCreate: now },
      });
  }

  /**
   * Sets the value only if none is live: true when this call took it. Two racing callers cannot
   * both succeed (a lock such as "one mail per minute").
   */
  async claim(kind: string, key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const rows = await this.db
      .insert(expiring)
      .values({ kind, key, value, count: 0, expiresAt, gmtCreate: now })
      .onConflictDoUpdate({
        target: [expiring.kind, expiring.key],
        set: { value, count: 0, expiresAt, gmtCreate: now },
        setWhere: lte(expiring.expiresAt, now),
      })
      .returning({ key: expiring.key });
    return rows.length > 0;
  }

  /** Reads and deletes in one step: a value that can be used once. */
  async take(kind: string, key: string): Promise<string | null> {
    const rows = await this.db
      .delete(expiring)
      .where(and(eq(expiring.kind, kind), eq(expiring.key, key)))
      .returning({ value: expiring.value, expiresAt: expiring.expiresAt });
    const row = rows[0];
    return row && row.expiresAt > new Date() ? row.value : null;
  }

  async delete(kind: string, key: string): Promise<void> {
    await this.db.delete(expiring).where(and(eq(expiring.kind, kind), eq(expiring.key, key)));
  }

  /**
   * Adds one to a counter and pushes its expiry to now + ttl (a failure window that restarts at
   * each failure). An expired counter starts again from one. Returns the new count.
   */
  async increment(kind: string, key: string, ttlSeconds: number): Promise<number> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const rows = await this.db
      .insert(expiring)
      .values({ kind, key, value: '', count: 1, expiresAt, gmtCreate: now })
      .onConflictDoUpdate({
        target: [expiring.kind, expiring.key],
        set: {
          count: sql`case when ${expiring.expiresAt} > ${now} then ${expiring.count} + 1 else 1 end`,
          expiresAt,
        },
      })
      .returning({ count: expiring.count });
    return rows[0]?.count ?? 1;
  }

  async sweep(): Promise<number> {
    const rows = await this.db.delete(expiring).where(lte(expiring.expiresAt, new Date())).returning({ k: expiring.key });
    return rows.length;
  }
}
