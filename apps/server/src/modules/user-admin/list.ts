import { and, asc, count, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { Role, ROLES, clampPage, isRoleId, type Page, type UserRolesVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { userInfo } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';

/** The back-office roles the "admins only" switch keeps. */
const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

// The columns the list shows: never the password hash (hoj sends its MD5; we do not).
const listed = {
  uid: userInfo.uuid,
  username: userInfo.username,
  realname: userInfo.realname,
  email: userInfo.email,
  nickname: userInfo.nickname,
  school: userInfo.school,
  number: userInfo.number,
  gender: userInfo.gender,
  avatar: userInfo.avatar,
  titleName: userInfo.titleName,
  titleColor: userInfo.titleColor,
  status: userInfo.status,
  roleId: userInfo.roleId,
  gmtCreate: userInfo.gmtCreate,
  gmtModified: userInfo.gmtModified,
};

function toVO({
  roleId,
  gmtCreate,
  gmtModified,
  ...row
}: Omit<UserRolesVO, 'roles' | 'gmtCreate' | 'gmtModified'> & { roleId: number; gmtCreate: Date; gmtModified: Date }): UserRolesVO {
  const roles = isRoleId(roleId) ? [{ id: roleId, role: ROLES[roleId].name, description: ROLES[roleId].description, status: 0 }] : [];
  return { ...row, gmtCreate: gmtCreate.toISOString(), gmtModified: gmtModified.toISOString(), roles };
}

/** One page of users, newest first, matched by username, email or real name. */
export async function listUsers(
  ctx: AppContext,
  q: { currentPage?: number; limit?: number; onlyAdmin?: boolean; keyword?: string },
): Promise<Page<UserRolesVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, 10);
  const filters: SQL[] = [];
  if (q.onlyAdmin) filters.push(inArray(userInfo.roleId, ADMIN_ROLES));
  if (q.keyword) {
    const pattern = `%${escapeLike(q.keyword)}%`;
    filters.push(or(ilike(userInfo.username, pattern), ilike(userInfo.email, pattern), ilike(userInfo.realname, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(listed)
      .from(userInfo)
      .where(where)
      // Users created together (an import) share a time: their names order them.
      .orderBy(desc(userInfo.gmtCreate), asc(userInfo.username), asc(userInfo.uuid))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(userInfo).where(where),
  ]);
  return page(rows.map(toVO), totals[0]?.n ?? 0, current, size);
}
