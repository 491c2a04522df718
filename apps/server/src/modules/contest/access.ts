import { and, eq } from 'drizzle-orm';
import {
  ContestAuth,
  ContestStatus,
  accountAllowed,
  contestStatusAt,
  parseAccountLimitRule,
  type AdminContestVO,
  type ContestVO,
  type OiRankScoreType,
  type RankShowName,
  inRoleGroup,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { contest, contestRegister } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/envelope.ts';
import { readCacheOf } from '../../http/read-cache.ts';
import { isGroupRootOf, isMemberOf } from '../group/access.ts';

/** Who may do what in a contest (spec part 2 §2.7, §4, §6; hoj-api §6). Shared by the contest areas. */

export type ContestRow = typeof contest.$inferSelect;

export const CONTEST_MSG = {
  notFound: 'The contest does not exist',
  noAccess: 'You have no access to this contest: register with its password first',
  notStarted: 'The contest has not started yet',
  ended: 'Contest has ended',
  notAdmin: 'Only the contest administrators may do this',
  noOpenRank: 'The contest has no public scoreboard',
  accountRule: 'Your account is not allowed in this contest',
} as const;

export async function loadContest(db: DbLike, cid: number): Promise<ContestRow | null> {
  const rows = await db.select().from(contest).where(eq(contest.id, cid)).limit(1);
  return rows[0] ?? null;
}

/**
 * The contest if it exists and is visible (admins of the contest see hidden ones too); a group's
 * contest only to the group's members.
 */
export async function visibleContest(ctx: AppContext, cid: number, user: AuthUser | null): Promise<ContestRow> {
  // Every contest call starts here (a board's auto refresh too): the row is kept for the read cache's second.
  const c = await readCacheOf(ctx).get(`contest:${cid}`, () => loadContest(ctx.db, cid));
  if (!c || (!c.visible && !isContestAdmin(c, user))) throw notFound(CONTEST_MSG.notFound);
  if (c.gid !== null && !isContestAdmin(c, user) && !(await isMemberOf(ctx, c.gid, user))) throw notFound(CONTEST_MSG.notFound);
  return c;
}

function isSuperAdmin(user: AuthUser | null): boolean {
  return inRoleGroup('root', user?.roleName);
}

/**
 * Contest admin: the contest's creator, a super admin, or a root of the contest's group — and, for
 * a call made with an API token, only when the token has the `contest-admin` scope (a read token
 * of an admin sees the contest as its contestants do, seal included).
 */
export function isContestAdmin(c: ContestRow, user: AuthUser | null): boolean {
  if (!user) return false;
  if (user.tokenScopes && !user.tokenScopes.includes('contest-admin')) return false;
  return isSuperAdmin(user) || (c.uid !== null && c.uid === user.uid) || isGroupRootOf(user, c.gid);
}

export function statusOf(c: ContestRow, now = Date.now()): number {
  return contestStatusAt(c.startTime, c.endTime, now);
}

/** Whether the user passes the contest's account limit rule (always, when the rule is off). */
export function passesAccountRule(c: ContestRow, user: AuthUser): boolean {
  if (!c.openAccountLimit) return true;
  const rule = parseAccountLimitRule(c.accountLimitRule);
  return rule === null || accountAllowed(rule, user.username);
}

async function isRegistered(db: DbLike, cid: number, uid: string): Promise<boolean> {
  const rows = await db
    .select({ uid: contestRegister.uid })
    .from(contestRegister)
    .where(and(eq(contestRegister.cid, cid), eq(contestRegister.uid, uid)))
    .limit(1);
  return rows.length > 0;
}

/**
 * `get-contest-access`: public contests need nothing; private and protected ones need a registration
 * (the accepted password) and the account rule.
 */
export async function hasAccess(ctx: AppContext, c: ContestRow, user: AuthUser | null): Promise<boolean> {
  if (!user) return false;
  if (isContestAdmin(c, user)) return true;
  if (!passesAccountRule(c, user)) return false;
  if (c.auth === ContestAuth.PUBLIC) return true;
  return isRegistered(ctx.db, c.id, user.uid);
}

/**
 * May the user look at the contest's problems, submissions, board and announcements? Admins always;
 * others once it started, and for private contests only with access (protected contests may be looked at).
 */
export async function assertCanView(ctx: AppContext, c: ContestRow, user: AuthUser | null): Promise<void> {
  if (isContestAdmin(c, user)) return;
  if (statusOf(c) === ContestStatus.SCHEDULED) throw forbidden(CONTEST_MSG.notStarted);
  if (c.auth === ContestAuth.PRIVATE && !(await hasAccess(ctx, c, user))) throw forbidden(CONTEST_MSG.noAccess);
}

export function assertContestAdmin(c: ContestRow, user: AuthUser | null): void {
  if (!isContestAdmin(c, user)) throw forbidden(CONTEST_MSG.notAdmin);
}

/** The contest for a call of its admins only: body 404 when absent (or hidden from the caller), 403 for others. */
export async function administeredContest(ctx: AppContext, cid: number, user: AuthUser): Promise<ContestRow> {
  const c = await visibleContest(ctx, cid, user);
  assertContestAdmin(c, user);
  return c;
}

/**
 * Is the board sealed for this viewer now (hoj-data B.16 `isSealRank`)? Never without a seal; never
 * for contest admins asking for the real board; from the seal time to the end; after the end only
 * when the contest does not reveal the real board automatically.
 */
export function isSealedFor(c: ContestRow, user: AuthUser | null, opts: { forceRefresh?: boolean } = {}, now = Date.now()): boolean {
  if (!c.sealRank || !c.sealRankTime) return false;
  if (isContestAdmin(c, user) && opts.forceRefresh !== false) return false;
  if (now < c.sealRankTime.getTime()) return false;
  if (now < c.endTime.getTime()) return true;
  return !c.autoRealRank;
}

/** The contest as contestants see it (ContestVO); `count` is its participant count (participants.ts). */
export function toContestVO(c: ContestRow, participants: number, now = Date.now()): ContestVO {
  return {
    id: c.id,
    author: c.author,
    title: c.title,
    type: c.type,
    description: c.description,
    status: statusOf(c, now),
    source: c.source,
    auth: c.auth,
    now: new Date(now).toISOString(),
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    duration: c.duration,
    sealRank: c.sealRank,
    sealRankTime: c.sealRankTime?.toISOString() ?? null,
    openPrint: c.openPrint,
    rankShowName: c.rankShowName as RankShowName,
    openRank: c.openRank,
    oiRankScoreType: c.oiRankScoreType as OiRankScoreType,
    count: participants,
    gid: c.gid,
    allowEndSubmit: c.allowEndSubmit,
    rated: c.rated,
  };
}

/** The admin form's view of a contest (AdminContestVO). */
export function toAdminContestVO(c: ContestRow, now = Date.now()): AdminContestVO {
  const { now: _now, count: _count, source: _source, ...vo } = toContestVO(c, 0, now);
  return {
    ...vo,
    uid: c.uid,
    pwd: c.pwd,
    autoRealRank: c.autoRealRank,
    openAccountLimit: c.openAccountLimit,
    accountLimitRule: c.accountLimitRule,
    starAccount: c.starAccount,
    awardType: c.awardType,
    awardConfigList: c.awardConfig,
    visible: c.visible,
  };
}
