import { sql } from 'drizzle-orm';
import { GroupLevel, GROUP_PAGE_SIZES, RankType, clampPage, type GroupRankQuery, type GroupRankRow, type Page } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { groupMember, judge, userInfo } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';
import { rowsOf } from '../../db/raw.ts';
import type { AuthUser } from '../../http/auth.ts';
import { page } from '../../http/envelope.ts';
import { memberSeat } from './access.ts';

/**
 * get-group-rank-list (hoj-api §11): the group's members over what they submitted in the group
 * (its problems, trainings and contests carry the gid). ACM: ac = distinct accepted problems, then
 * fewer submissions; OI: score = Σ per problem of the best OI rank score outside contests. Members
 * who never submitted are listed with zeros, so the teacher sees the whole class. Ties go by username.
 */
export async function groupRank(ctx: AppContext, user: AuthUser, q: GroupRankQuery): Promise<Page<GroupRankRow>> {
  await memberSeat(ctx, q.gid, user);
  const { current, size } = clampPage(q.currentPage, q.limit, GROUP_PAGE_SIZES.rank);
  const search = q.searchUser
    ? sql`and (u.username ilike ${`%${escapeLike(q.searchUser)}%`} or u.nickname ilike ${`%${escapeLike(q.searchUser)}%`})`
    : sql``;
  const order = q.type === RankType.OI ? sql`score desc, ac desc, u.username asc` : sql`ac desc, total asc, u.username asc`;
  const members = sql`select u.uuid as uid, u.username, u.nickname, u.avatar, u.title_name, u.title_color
    from ${groupMember} m join ${userInfo} u on u.uuid = m.uid
    where m.gid = ${q.gid} and m.auth >= ${GroupLevel.MEMBER} ${search}`;
  type Row = {
    uid: string;
    username: string;
    nickname: string | null;
    avatar: string | null;
    title_name: string | null;
    title_color: string | null;
    ac: number;
    total: number;
    score: number;
    n: number;
  };
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`
    with mem as (${members}),
    subs as (select j.uid, j.pid, j.cid, j.status, j.oi_rank_score from ${judge} j where j.gid = ${q.gid} and j.uid in (select uid from mem)),
    ac as (select uid, count(distinct pid)::int as n from subs where status = 0 group by uid),
    tot as (select uid, count(*)::int as n from subs group by uid),
    best as (select uid, pid, max(oi_rank_score) as b from subs where cid = 0 and oi_rank_score is not null group by uid, pid),
    sc as (select uid, sum(b)::int as n from best group by uid)
    select u.uid, u.username, u.nickname, u.avatar, u.title_name, u.title_color,
      coalesce(ac.n, 0) as ac, coalesce(tot.n, 0) as total, coalesce(sc.n, 0) as score, count(*) over ()::int as n
    from mem u
    left join ac on ac.uid = u.uid left join tot on tot.uid = u.uid left join sc on sc.uid = u.uid
    order by ${order}
    limit ${size} offset ${(current - 1) * size}`),
  );
  const list = rows.map((r): GroupRankRow => ({
    uid: r.uid,
    username: r.username,
    nickname: r.nickname,
    avatar: r.avatar,
    titleName: r.title_name,
    titleColor: r.title_color,
    ac: r.ac,
    total: r.total,
    score: r.score,
  }));
  return page(list, rows[0]?.n ?? 0, current, size);
}
