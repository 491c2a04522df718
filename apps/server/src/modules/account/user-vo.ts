import { roleName, isRoleId, type UserInfoVO } from '@arbiter/contract';
import type { userInfo } from '../../db/schema.ts';

type UserRow = typeof userInfo.$inferSelect;

/** The signed-in user's own view of their account. */
export function toUserInfoVO(row: UserRow): UserInfoVO {
  return {
    uid: row.uuid,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    titleName: row.titleName,
    titleColor: row.titleColor,
    email: row.email,
    number: row.number,
    gender: row.gender,
    school: row.school,
    course: row.course,
    signature: row.signature,
    realname: row.realname,
    github: row.github,
    blog: row.blog,
    cfUsername: row.cfUsername,
    mobile: row.mobile,
    roleList: isRoleId(row.roleId) ? [roleName(row.roleId)] : [],
  };
}
