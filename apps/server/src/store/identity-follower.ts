import { desc, gt, inArray, max } from 'drizzle-orm';
import type { ACMContestRankVO } from '@arbiter/contract';
import type { DbLike } from '../db/client.ts';
import { userInfo } from '../db/schema.ts';
import { watermark } from './kept.ts';

/** Who a user is, as boards and ranks show them (user_info). */
export type Identity = Pick<ACMContestRankVO, 'uid' | 'username' | 'realname' | 'nickname' | 'school' | 'gender' | 'avatar'>;

const identityFields = {
  uid: userInfo.uuid,
  username: userInfo.username,
  realname: userInfo.realname,
  nickname: userInfo.nickname,
  school: userInfo.school,
  gender: userInfo.gender,
  avatar: userInfo.avatar,
};

/** Bound parameters per query stay far below PostgreSQL's limit. */
const IDENTITY_CHUNK = 5000;

/** Who the uids are, in chunks; a uid without a user_info row (a removed account) is left out. */
export async function readIdentities(db: DbLike, uids: readonly string[]): Promise<Identity[]> {
  const out: Identity[] = [];
  for (let i = 0; i < uids.length; i += IDENTITY_CHUNK) {
    out.push(
      ...(await db
        .select(identityFields)
        .from(userInfo)
        .where(inArray(userInfo.uuid, uids.slice(i, i + IDENTITY_CHUNK)))),
    );
  }
  return out;
}

export function sameIdentity(a: Identity, b: Identity): boolean {
  return (
    a.username === b.username &&
    a.realname === b.realname &&
    a.nickname === b.nickname &&
    a.school === b.school &&
    a.gender === b.gender &&
    a.avatar === b.avatar
  );
}

/** A process reads profile changes at most this often: a renamed user shows within about a second. */
const REFRESH_MS = 1000;

/**
 * Profile changes for the views a process keeps (contest boards hold each row's name and school).
 * A user_info update that changes a shown field takes the next value of `judge_rev_seq`
 * (`ident_rev`, set by a trigger), so this reads only the users changed since it last looked, on
 * any replica, and hands them to its listeners. Like `store/kept.ts` it keeps its watermark
 * LATE_COMMIT_MS behind, so a change is handed over again for a few seconds: listeners compare
 * before they change anything. One process-wide read at most every REFRESH_MS, however many views
 * are read.
 */
export class IdentityFollower {
  readonly #db: DbLike;
  readonly #listeners: ((changed: readonly Identity[]) => void)[] = [];
  readonly history: { at: number; rev: number }[] = [];
  #lastAt = -Infinity;
  #running: Promise<void> | null = null;

  constructor(db: DbLike) {
    this.#db = db;
  }

  listen(fn: (changed: readonly Identity[]) => void): void {
    this.#listeners.push(fn);
  }

  /**
   * Called before a kept view is read. The first call only sets the starting point (views built
   * from then on read identities fresh); later ones read what changed, at most once per REFRESH_MS
   * and never twice at a time.
   */
  refresh(now = Date.now()): Promise<void> {
    if (this.#running) return this.#running;
    if (now - this.#lastAt < REFRESH_MS) return Promise.resolve();
    this.#lastAt = now;
    this.#running = this.#read(now).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #read(now: number): Promise<void> {
    if (this.history.length === 0) {
      const top = await this.#db.select({ rev: max(userInfo.identRev) }).from(userInfo);
      this.history.push({ at: now, rev: Number(top[0]?.rev ?? 0) });
      return;
    }
    const rows = await this.#db
      .select({ ...identityFields, rev: userInfo.identRev })
      .from(userInfo)
      .where(gt(userInfo.identRev, watermark(this, now)))
      .orderBy(desc(userInfo.identRev));
    if (rows.length === 0) return;
    const top = rows[0]!.rev;
    if (top > this.history[this.history.length - 1]!.rev) this.history.push({ at: now, rev: top });
    const changed = rows.map(({ rev: _rev, ...ident }) => ident);
    for (const fn of this.#listeners) fn(changed);
  }
}
