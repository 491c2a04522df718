import { type SQL, and, asc, count, countDistinct, eq, or, sql } from 'drizzle-orm';
import {
  API,
  GroupLevel,
  LIMITS,
  clampPage,
  inRoleGroup,
  type Group,
  type GroupListQuery,
  type GroupVO,
  type Page,
  type SwitchConfig,
  type groupCreateBody,
  type groupUpdateBody,
  GROUP_PAGE_SIZES,
} from '@arbiter/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { file, group, groupMember, userAcproblem, userInfo } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, page } from '../../http/envelope.ts';
import { groupAcTooFew, groupDailyLimit, groupTotalLimit } from '../../http/messages/group.ts';
import { keepUploadedImage } from '../file/upload.ts';
import { type GroupRow, GroupStatus, isSuperAdmin, rootSeat, seatIn } from './access.ts';
import { notifyMembers } from './notices.ts';

/** The groups themselves (hoj-api §11 entry points): list, detail, create, change, disband, avatar. */

const GROUPS_MSG = {
  nameTaken: 'The group name is already used',
  shortNameTaken: 'The group short name is already used',
  notOwner: 'Only the group owner or a super admin may disband the group',
} as const;

const memberCount = sql<number>`(select count(*)::int from ${groupMember} m where m.gid = ${group.id} and m.auth >= ${GroupLevel.MEMBER})`;

const voColumns = {
  g: group,
  owner: userInfo.username,
  memberCount,
};

type VoRow = { g: GroupRow; owner: string; memberCount: number };

function toGroupVO(r: VoRow): GroupVO {
  const g = r.g;
  return {
    id: g.id,
    avatar: g.avatar,
    name: g.name,
    shortName: g.shortName,
    brief: g.brief,
    description: g.description,
    owner: r.owner,
    uid: g.uid,
    auth: g.auth as GroupVO['auth'],
    visible: g.visible,
    status: g.status,
    memberCount: r.memberCount,
    gmtCreate: g.gmtCreate.toISOString(),
  };
}

/** The groups a user is a member (or better) of. */
const memberOf = (uid: string) =>
  sql`${group.id} in (select m.gid from ${groupMember} m where m.uid = ${uid} and m.auth >= ${GroupLevel.MEMBER})`;

/**
 * get-group-list: normal groups, by id; hidden ones only to their members and super admins;
 * "mine" the caller's own (member or better).
 */
export async function groupList(ctx: AppContext, user: AuthUser | null, q: GroupListQuery): Promise<Page<GroupVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, GROUP_PAGE_SIZES.list);
  const filters: (SQL | undefined)[] = [eq(group.status, GroupStatus.NORMAL)];
  if (!isSuperAdmin(user)) filters.push(user ? or(eq(group.visible, true), memberOf(user.uid)) : eq(group.visible, true));
  if (q.onlyMine) filters.push(user ? memberOf(user.uid) : sql`false`);
  if (q.auth !== undefined) filters.push(eq(group.auth, q.auth));
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    filters.push(sql`(${group.name} ilike ${like} or ${group.shortName} ilike ${like} or ${group.brief} ilike ${like})`);
  }
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(voColumns)
      .from(group)
      .innerJoin(userInfo, eq(userInfo.uuid, group.uid))
      .where(where)
      .orderBy(asc(group.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(group).where(where),
  ]);
  return page(rows.map(toGroupVO), totals[0]?.n ?? 0, current, size);
}

async function groupVoOf(db: DbLike, gid: number): Promise<VoRow> {
  const rows = await db.select(voColumns).from(group).innerJoin(userInfo, eq(userInfo.uuid, group.uid)).where(eq(group.id, gid)).limit(1);
  const row = rows[0];
  if (!row) throw fail('The group does not exist');
  return row;
}

/** get-group-detail: any signed-in user may look at a group they may know of; its code is for its roots. */
export async function groupDetail(ctx: AppContext, user: AuthUser, gid: number): Promise<Group> {
  const seat = await seatIn(ctx, gid, user);
  const row = await groupVoOf(ctx.db, gid);
  return {
    ...toGroupVO(row),
    code: seat.level >= GroupLevel.ROOT ? row.g.code : null,
    gmtModified: row.g.gmtModified.toISOString(),
  };
}

/** Whether a name or short name is taken by another live group (names ignore case). */
async function checkNames(db: DbLike, names: { name?: string | undefined; shortName?: string | undefined }, except?: number) {
  const live = sql`${group.status} <> ${GroupStatus.DISBANDED}`;
  const other = except === undefined ? sql`true` : sql`${group.id} <> ${except}`;
  if (names.name) {
    const [hit] = await db
      .select({ id: group.id })
      .from(group)
      .where(and(live, other, sql`lower(${group.name}) = ${names.name.toLowerCase()}`));
    if (hit) throw fail(GROUPS_MSG.nameTaken);
  }
  if (names.shortName) {
    const [hit] = await db
      .select({ id: group.id })
      .from(group)
      .where(and(live, other, sql`lower(${group.shortName}) = ${names.shortName.toLowerCase()}`));
    if (hit) throw fail(GROUPS_MSG.shortNameTaken);
  }
}

/**
 * The caps on a regular creator (the back office's roles have none, spec part 3 §9): enough
 * accepted problems, at most the daily and the total number of groups. Runs in the creating
 * transaction under a per-user lock, so two creations at once cannot both take the last place.
 */
async function checkCreatorCaps(ctx: AppContext, tx: DbLike, user: AuthUser, s: SwitchConfig): Promise<void> {
  const [ac] = await tx
    .select({ n: countDistinct(userAcproblem.pid) })
    .from(userAcproblem)
    .where(eq(userAcproblem.uid, user.uid));
  if ((ac?.n ?? 0) < s.defaultCreateGroupACInitValue) throw fail(groupAcTooFew(s.defaultCreateGroupACInitValue));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`group-create:${user.uid}`}))`);
  const tz = ctx.config.timeZone;
  const [made] = await tx
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${group.gmtCreate} >= date_trunc('day', now() at time zone ${tz}) at time zone ${tz})::int`,
    })
    .from(group)
    .where(and(eq(group.uid, user.uid), sql`${group.status} <> ${GroupStatus.DISBANDED}`));
  if ((made?.today ?? 0) >= s.defaultCreateGroupDailyLimit) throw fail(groupDailyLimit(s.defaultCreateGroupDailyLimit));
  if ((made?.total ?? 0) >= s.defaultCreateGroupLimit) throw fail(groupTotalLimit(s.defaultCreateGroupLimit));
}

/** POST /api/group: the caller owns the new group and is its root. */
export async function createGroup(ctx: AppContext, user: AuthUser, body: z.output<typeof groupCreateBody>): Promise<number> {
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const switches = await ctx.site.switches();
  return ctx.db.transaction(async (tx) => {
    if (!inRoleGroup('admins', user.roleName)) await checkCreatorCaps(ctx, tx, user, switches);
    await checkNames(tx, body);
    const [row] = await tx
      .insert(group)
      .values({
        name: body.name,
        shortName: body.shortName,
        brief: body.brief,
        description: body.description,
        auth: body.auth,
        code: body.code ?? null,
        visible: body.visible ?? true,
        uid: user.uid,
      })
      .returning({ id: group.id });
    if (!row) throw fail('The group does not exist');
    await tx.insert(groupMember).values({ gid: row.id, uid: user.uid, auth: GroupLevel.ROOT });
    return row.id;
  });
}

/** PUT /api/group: the group root changes the fields it sends. */
export async function updateGroup(ctx: AppContext, user: AuthUser, body: z.output<typeof groupUpdateBody>): Promise<void> {
  await rootSeat(ctx, body.id, user);
  await ctx.db.transaction(async (tx) => {
    await checkNames(tx, body, body.id);
    const set: Partial<typeof group.$inferInsert> = { gmtModified: new Date() };
    for (const key of ['name', 'shortName', 'brief', 'description', 'auth', 'visible'] as const) {
      if (body[key] !== undefined) Object.assign(set, { [key]: body[key] });
    }
    if (body.code !== undefined) set.code = body.code;
    await tx.update(group).set(set).where(eq(group.id, body.id));
  });
}

/**
 * DELETE /api/group: the owner or a super admin disbands the group. Its row stays (status 2), so
 * submissions made in it keep their meaning; nobody enters it any more, and its members are told.
 */
export async function disbandGroup(ctx: AppContext, user: AuthUser, gid: number): Promise<void> {
  const seat = await seatIn(ctx, gid, user);
  if (seat.group.uid !== user.uid && !seat.superAdmin) throw forbidden(GROUPS_MSG.notOwner);
  await ctx.db.transaction(async (tx) => {
    await tx.update(group).set({ status: GroupStatus.DISBANDED, gmtModified: new Date() }).where(eq(group.id, gid));
    await notifyMembers(tx, seat.group, user, 'disbanded');
  });
}

/** POST /api/file/upload-group-avatar: the root replaces the group's avatar (the old file is marked for removal). */
export async function uploadGroupAvatar(ctx: AppContext, user: AuthUser, request: FastifyRequest): Promise<Group> {
  const image = await keepUploadedImage(ctx, request, { field: 'image', maxBytes: LIMITS.avatarMaxBytes, types: LIMITS.avatarTypes });
  const query = request.query as Record<string, unknown>;
  const gid = Number(image.fields.gid ?? query.gid);
  if (!Number.isInteger(gid) || gid < 1) throw fail('The group id is required');
  await rootSeat(ctx, gid, user);
  const url = `${API.publicImg}/${image.name}`;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(file)
      .set({ delete: true, gmtModified: new Date() })
      .where(and(eq(file.gid, gid), eq(file.type, 'group_avatar'), eq(file.delete, false)));
    await tx.insert(file).values({
      uid: user.uid,
      gid,
      type: 'group_avatar',
      name: image.name,
      suffix: image.ext,
      mime: image.mime,
      size: image.bytes.length,
      hash: image.hash,
    });
    await tx.update(group).set({ avatar: url, gmtModified: new Date() }).where(eq(group.id, gid));
  });
  return groupDetail(ctx, user, gid);
}
