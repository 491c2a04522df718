import { type SQL, and, asc, count, countDistinct, desc, eq, ilike, inArray, isNull, isNotNull, max, or, sql } from 'drizzle-orm';
import { RankType, type ACMRankVO, type OIRankVO, type Page } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge, userAcproblem, userInfo, userRecord } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { escapeLike } from '../../db/like.ts';

/**
 * The ACM and OI ranking lists (hoj-api §8): every active user (status 0), practice submissions
 * only (cid 0, no group). ACM: ac = distinct problems in the accepted log, total = submissions,
 * ac DESC, total ASC. OI: score = Σ over problems of the best OI rank score, score DESC, ac DESC.
 * Ties go by username so that pages never overlap.
 */

const SIGNATURE_MAX = 100;

function searching(searchUser: string | undefined): SQL | undefined {
  if (!searchUser) return undefined;
  const pattern = `%${escapeLike(searchUser)}%`;
  return or(ilike(userInfo.username, pattern), ilike(userInfo.nickname, pattern), ilike(userInfo.realname, pattern));
}

export async function rankList(
  ctx: AppContext,
  type: number,
  searchUser: string | undefined,
  current: number,
  size: number,
): Promise<Page<ACMRankVO | OIRankVO>> {
  const db = ctx.db;
  const found = searching(searchUser);
  // A search counts only the users it finds: the sums below would otherwise run over every
  // submission of the site for a page of a few names.
  const among = (uid: typeof judge.uid | typeof userAcproblem.uid) =>
    found ? inArray(uid, db.select({ uuid: userInfo.uuid }).from(userInfo).where(found)) : undefined;
  const acs = db
    .select({ uid: userAcproblem.uid, n: countDistinct(userAcproblem.pid).as('ac_n') })
    .from(userAcproblem)
    .where(among(userAcproblem.uid))
    .groupBy(userAcproblem.uid)
    .as('acs');
  const practice = and(eq(judge.cid, 0), isNull(judge.gid), among(judge.uid));
  const totals = db
    .select({ uid: judge.uid, n: count().as('total_n') })
    .from(judge)
    .where(practice)
    .groupBy(judge.uid)
    .as('totals');
  const best = db
    .select({ uid: judge.uid, pid: judge.pid, best: max(judge.oiRankScore).as('best') })
    .from(judge)
    .where(and(practice, isNotNull(judge.oiRankScore)))
    .groupBy(judge.uid, judge.pid)
    .as('best');
  const scores = db
    .select({ uid: best.uid, n: sql<number>`sum(${best.best})::int`.as('score_n') })
    .from(best)
    .groupBy(best.uid)
    .as('scores');

  const ac = sql<number>`coalesce(${acs.n}, 0)::int`;
  const total = sql<number>`coalesce(${totals.n}, 0)::int`;
  const score = sql<number>`coalesce(${scores.n}, 0)::int`;
  const where = and(eq(userInfo.status, 0), found);
  const isOI = type === RankType.OI;

  const [rows, counted] = await Promise.all([
    db
      .select({
        uid: userInfo.uuid,
        username: userInfo.username,
        nickname: userInfo.nickname,
        signature: sql<string | null>`left(${userInfo.signature}, ${SIGNATURE_MAX})`,
        avatar: userInfo.avatar,
        titleName: userInfo.titleName,
        titleColor: userInfo.titleColor,
        total,
        ac,
        rating: userRecord.rating,
        score,
      })
      .from(userInfo)
      .leftJoin(acs, eq(acs.uid, userInfo.uuid))
      .leftJoin(totals, eq(totals.uid, userInfo.uuid))
      .leftJoin(scores, eq(scores.uid, userInfo.uuid))
      .leftJoin(userRecord, eq(userRecord.uid, userInfo.uuid))
      .where(where)
      .orderBy(...(isOI ? [desc(score), desc(ac)] : [desc(ac), asc(total)]), asc(userInfo.username))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ n: count() }).from(userInfo).where(where),
  ]);
  const records = rows.map(({ rating, score: s, ...user }) => (isOI ? { ...user, score: s } : { ...user, rating }));
  return page(records, counted[0]?.n ?? 0, current, size);
}
