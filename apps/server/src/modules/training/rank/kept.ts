import type { AppContext } from '../../../context.ts';
import type { DbLike } from '../../../db/client.ts';
import { KeptStore, RevFollower } from '../../../store/kept.ts';
import type { TrainingRow } from '../access.ts';
import { TrainingRankBoard } from './board.ts';
import { excludedUids, loadRecords, recordDigest, type RankRevRow } from './load.ts';

/**
 * The rank each server process keeps per training, following the training's records by revision
 * as the contest boards follow theirs (`store/kept.ts`): a new verdict, a rejudge or a new record
 * moves one row; a change of the training's problems (its version) rebuilds it. Who the users are
 * is read with each page, so a changed school or name shows at once.
 */

export interface KeptRank {
  version: number;
  board: TrainingRankBoard;
  follower: RevFollower<RankRevRow>;
}

export type KeptRanks = KeptStore<KeptRank>;

export function keptRanks(): KeptRanks {
  return new KeptStore<KeptRank>();
}

/** A training's rank built from the database: who is kept off it, then every record. */
export async function buildKeptRank(db: DbLike, t: TrainingRow): Promise<KeptRank> {
  const board = new TrainingRankBoard(await excludedUids(db, t));
  let built = false;
  const follower = new RevFollower<RankRevRow>({
    load: (afterRev, upToRev) => loadRecords(db, t.id, afterRev, upToRev),
    digest: (rev) => recordDigest(db, t.id, rev),
    // The first read sorts once; later ones move single rows.
    apply: async (rows) => {
      if (!built) board.applyAll(rows);
      else for (const r of rows) board.apply(r);
      built = true;
    },
  });
  await follower.build();
  built = true;
  return { version: t.version, board, follower };
}

/** The kept rank of a training, up to date. */
export function keptRank(ctx: AppContext, t: TrainingRow): Promise<KeptRank> {
  return ctx.trainingRanks.get(
    t.id,
    t.version,
    () => buildKeptRank(ctx.db, t),
    (k) => k.follower.sync(),
  );
}
