import { TRAINING_RANK_PAGE_SIZE, clampPage, type Page, type TrainingRankVO } from '@arbiter/contract';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { escapeLike } from '../../../db/like.ts';
import { problem, trainingProblem, userInfo } from '../../../db/schema.ts';
import { page } from '../../../http/envelope.ts';
import type { TrainingRow } from '../access.ts';
import type { RankRow } from './board.ts';
import { keptRank } from './kept.ts';
import { type Identity, readIdentities } from '../../../store/identity-follower.ts';

/**
 * The training rank a student reads (hoj-api §7, get-training-rank): kept per training and cut into
 * pages; who the users are and the display ids of the training's problems are read fresh with each
 * page (a user may change school, a problem may be renamed).
 */

export interface RankQuery {
  currentPage?: number | undefined;
  limit?: number | undefined;
  /** A part of the username, real name or school. */
  keyword?: string | undefined;
  /** Real names are shown to the training's admins only. */
  showRealName: boolean;
}

export async function readTrainingRank(ctx: AppContext, t: TrainingRow, q: RankQuery): Promise<Page<TrainingRankVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, TRAINING_RANK_PAGE_SIZE);
  const [k, displayIds, matching] = await Promise.all([keptRank(ctx, t), displayIdsOf(ctx, t.id), matchingUids(ctx, q.keyword)]);
  const all = k.board.rows;
  // Ranks are places in the whole order (equal keys share one), also when a keyword narrows the rows.
  const ranks = k.board.ranks();
  const picked: number[] = [];
  for (let i = 0; i < all.length; i += 1) if (!matching || matching.has(all[i]!.uid)) picked.push(i);
  const shown = picked.slice((current - 1) * size, current * size);
  const idents = new Map(
    (
      await readIdentities(
        ctx.db,
        shown.map((i) => all[i]!.uid),
      )
    ).map((u) => [u.uid, u]),
  );
  const records = shown.map((i) => toVO(all[i]!, ranks[i]!, idents.get(all[i]!.uid), displayIds, q.showRealName));
  return page(records, picked.length, current, size);
}

/** The users a keyword finds by username, real name or school; null without a keyword. */
async function matchingUids(ctx: AppContext, keyword: string | undefined): Promise<Set<string> | null> {
  if (!keyword) return null;
  const pattern = `%${escapeLike(keyword)}%`;
  const rows = await ctx.db
    .select({ uid: userInfo.uuid })
    .from(userInfo)
    .where(or(ilike(userInfo.username, pattern), ilike(userInfo.realname, pattern), ilike(userInfo.school, pattern)));
  return new Set(rows.map((r) => r.uid));
}

async function displayIdsOf(ctx: AppContext, tid: number): Promise<Map<number, string>> {
  const rows = await ctx.db
    .select({ pid: problem.id, problemId: problem.problemId })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(eq(trainingProblem.tid, tid))
    .orderBy(asc(trainingProblem.rank));
  return new Map(rows.map((r) => [r.pid, r.problemId]));
}

function toVO(
  row: RankRow,
  rank: number,
  ident: Identity | undefined,
  displayIds: Map<number, string>,
  showRealName: boolean,
): TrainingRankVO {
  const submissionInfo: TrainingRankVO['submissionInfo'] = {};
  for (const [pid, cell] of row.cells) {
    const displayId = displayIds.get(pid);
    if (displayId !== undefined) submissionInfo[displayId] = { ...cell };
  }
  return {
    rank,
    uid: row.uid,
    username: ident?.username ?? '',
    nickname: ident?.nickname ?? null,
    realname: showRealName ? (ident?.realname ?? null) : null,
    school: ident?.school ?? null,
    gender: ident?.gender ?? null,
    avatar: ident?.avatar ?? null,
    ac: row.ac,
    totalRunTime: row.totalRunTime,
    submissionInfo,
  };
}
