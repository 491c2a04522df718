import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import type { DbLike } from '../../../db/client.ts';
import { readCacheOf } from '../../../http/read-cache.ts';
import { KeptStore, RevFollower } from '../../../store/kept.ts';
import type { ContestRow } from '../access.ts';
import { ContestBoards } from './contest-boards.ts';
import { loadIdentities, loadSettings, loadSubmissions, revisionDigest, type RevRow } from './load.ts';

/**
 * The boards each server process keeps per contest, following the contest's submissions by
 * revision (`store/kept.ts` says how a replica reads only what changed and catches late commits).
 */

export interface Kept {
  cid: number;
  /** The contest version the boards were built from. */
  version: number;
  boards: ContestBoards;
  /** Different for every build in every process, so etags of two builds never meet. */
  generation: string;
  follower: RevFollower<RevRow>;
}

/** The boards one app keeps, by contest id: the app context holds them (`ctx.scoreboards`). */
export type KeptScoreboards = KeptStore<Kept>;

export function keptScoreboards(): KeptScoreboards {
  return new KeptStore<Kept>();
}

/** A contest's boards built from the database: its settings, then every submission through `apply`. */
export async function buildKept(db: DbLike, c: ContestRow): Promise<Kept> {
  const boards = new ContestBoards(await loadSettings(db, c));
  const follower = new RevFollower<RevRow>({
    load: (afterRev, upToRev) => loadSubmissions(db, c.id, afterRev, upToRev),
    digest: (rev) => revisionDigest(db, c.id, rev),
    // Who the new submitters are is loaded before their first submission is applied.
    apply: async (rows) => {
      const unknown = new Set<string>();
      for (const r of rows) if (!boards.hasIdentity(r.uid) && !boards.settings.excluded.has(r.uid)) unknown.add(r.uid);
      for (const ident of await loadIdentities(db, c.id, [...unknown])) boards.setIdentity(ident);
      for (const r of rows) boards.apply(r);
    },
  });
  await follower.build();
  return { cid: c.id, version: c.version, boards, generation: randomBytes(12).toString('base64url'), follower };
}

/** Hands the users' profile changes to every board kept (their rows show names and schools). */
export function followIdentities(ctx: Pick<AppContext, 'identities' | 'scoreboards'>): void {
  ctx.identities.listen((changed) => {
    for (const kept of ctx.scoreboards.built()) kept.boards.renew(changed);
  });
}

/**
 * How fresh a read wants the kept boards: synced with the database on every read, or at most once
 * per read-cache second and after every write of this process (`http/read-cache.ts`), so that a
 * board read by many at once costs no query each.
 */
export type BoardSync = 'every-read' | 'read-cache';

/** The kept boards of a contest, up to date (built, rebuilt after a change of the contest, or synced). */
export async function keptBoards(ctx: AppContext, c: ContestRow, sync: BoardSync = 'every-read'): Promise<Kept> {
  await ctx.identities.refresh();
  return ctx.scoreboards.get(
    c.id,
    c.version,
    () => buildKept(ctx.db, c),
    (k) => (sync === 'every-read' ? k.follower.sync() : readCacheOf(ctx).get(`board-sync:${k.generation}`, () => k.follower.sync())),
  );
}
