import type { Message } from '@arbiter/contract';

/** Chinese of the group area's messages: the group, its members, announcements and rank. */
export const GROUP = {
  'The group does not exist': '该团队不存在',
  'The group has been banned': '该团队已被封禁',
  'You are not a member of this group': '您不是该团队的成员',
  'Only the group administrators may do this': '只有团队管理员可以进行此操作',
  'Only the group root may do this': '只有团队超级管理员可以进行此操作',
  'Only the group root or its creator may change this': '只有团队超级管理员或创建者可以修改',
  'The group name is already used': '该团队名称已被使用',
  'The group short name is already used': '该团队简称已被使用',
  'Only the group owner or a super admin may disband the group': '只有团队拥有者或超级管理员可以解散团队',
  'The group id is required': '团队 ID 不能为空',
  'You are already a member of this group': '您已经是该团队的成员',
  'Your application is waiting for the group administrators': '您的申请正在等待团队管理员审核',
  'Your application to this group was refused': '您加入该团队的申请已被拒绝',
  'The group code is wrong': '团队邀请码错误',
  'The reason must be 5 to 100 characters': '申请理由长度应为 5 到 100 个字符',
  'The member does not exist': '该成员不存在',
  'You can not change your own role': '不能修改自己的身份',
  "The owner's role can not be changed": '不能修改团队拥有者的身份',
  'You can only change members below your level': '只能修改比自己身份低的成员',
  'You can only give a role below your level': '只能设置比自己身份低的身份',
  'A member can not be set back to an applicant': '不能将成员改回申请状态',
  'You can not remove yourself: leave the group instead': '不能移除自己，请选择退出团队',
  'The owner can not be removed': '不能移除团队拥有者',
  'You are not in this group': '您不在该团队中',
  'The owner can not leave the group: make another member its root first': '团队拥有者不能退出团队：请先将另一名成员设为团队超级管理员',
  'Apply Successfully': '申请成功',
  'Exit Successfully': '退出成功',
  'Disband Successfully': '解散成功',
  'Upload Avatar Successfully': '上传头像成功',
} as const;

export const groupAcTooFew = (needed: number): Message => ({
  en: `Sorry, you cannot create a group yet: solve at least ${needed} problems first`,
  zh: `对不起，您暂时不能创建团队！请先去提交题目通过${needed}道以上！`,
});

export const groupDailyLimit = (limit: number): Message => ({
  en: `Sorry, you can create at most ${limit} groups a day`,
  zh: `对不起，您今天创建团队的次数已达上限（每天 ${limit} 个）！`,
});

export const groupTotalLimit = (limit: number): Message => ({
  en: `Sorry, you can own at most ${limit} groups`,
  zh: `对不起，您创建的团队数量已达上限（${limit} 个）！`,
});
