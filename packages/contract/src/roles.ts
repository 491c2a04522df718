/** Roles and permissions (hoj-api §1.5, spec part 1 §6). One role per user. */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  DEFAULT_USER: 1002,
  NO_SUBMIT_USER: 1003,
  NO_DISCUSS_USER: 1004,
  MUTE_USER: 1005,
  NO_SUBMIT_NO_DISCUSS_USER: 1006,
  NO_SUBMIT_MUTE_USER: 1007,
  PROBLEM_ADMIN: 1008,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const Permission = {
  PROBLEM_ADMIN: 'problem_admin',
  SUBMIT: 'submit',
  CONTEST_ADMIN: 'contest_admin',
  REJUDGE: 'rejudge',
  ANNOUNCEMENT_ADMIN: 'announcement_admin',
  USER_ADMIN: 'user_admin',
  SYSTEM_INFO_ADMIN: 'system_info_admin',
  DISCUSSION_ADD: 'discussion_add',
  DISCUSSION_DEL: 'discussion_del',
  DISCUSSION_EDIT: 'discussion_edit',
  COMMENT_ADD: 'comment_add',
  REPLY_ADD: 'reply_add',
  GROUP_ADD: 'group_add',
  GROUP_DEL: 'group_del',
} as const;
export type PermissionName = (typeof Permission)[keyof typeof Permission];

interface RoleInfo {
  /** The role string the client sees in `roleList` / `roles`. */
  name: string;
  description: string;
  permissions: readonly PermissionName[];
}

const P = Permission;
const DISCUSS_ALL = [P.DISCUSSION_ADD, P.DISCUSSION_DEL, P.DISCUSSION_EDIT] as const;
const REGULAR = [P.SUBMIT, ...DISCUSS_ALL, P.COMMENT_ADD, P.REPLY_ADD, P.GROUP_ADD, P.GROUP_DEL] as const;

export const ROLES: Readonly<Record<RoleId, RoleInfo>> = {
  1000: {
    name: 'root',
    description: 'super admin',
    permissions: [P.PROBLEM_ADMIN, P.CONTEST_ADMIN, P.REJUDGE, P.ANNOUNCEMENT_ADMIN, P.USER_ADMIN, P.SYSTEM_INFO_ADMIN, ...REGULAR],
  },
  1001: { name: 'admin', description: 'admin', permissions: [P.PROBLEM_ADMIN, P.CONTEST_ADMIN, ...REGULAR] },
  1002: { name: 'default_user', description: 'default user', permissions: REGULAR },
  1003: {
    name: 'no_subimit_user',
    description: 'cannot submit',
    permissions: [...DISCUSS_ALL, P.COMMENT_ADD, P.REPLY_ADD],
  },
  1004: {
    name: 'no_discuss_user',
    description: 'cannot post discussions',
    permissions: [P.SUBMIT, P.DISCUSSION_DEL, P.DISCUSSION_EDIT, P.COMMENT_ADD, P.REPLY_ADD],
  },
  1005: { name: 'mute_user', description: 'muted', permissions: [P.SUBMIT, P.DISCUSSION_DEL, P.DISCUSSION_EDIT] },
  1006: {
    name: 'no_submit_no_discuss_user',
    description: 'cannot submit or post discussions',
    permissions: [P.DISCUSSION_DEL, P.DISCUSSION_EDIT, P.COMMENT_ADD, P.REPLY_ADD],
  },
  1007: {
    name: 'no_submit_mute_user',
    description: 'cannot submit, muted',
    permissions: [P.DISCUSSION_DEL, P.DISCUSSION_EDIT],
  },
  1008: {
    name: 'problem_admin',
    description: 'problem admin',
    permissions: [P.PROBLEM_ADMIN, P.CONTEST_ADMIN, ...REGULAR],
  },
};

export const ROLE_IDS = Object.keys(ROLES).map(Number) as RoleId[];

export function isRoleId(value: number): value is RoleId {
  return value in ROLES;
}

export function roleName(role: RoleId): string {
  return ROLES[role].name;
}

export function hasPermission(role: RoleId, permission: PermissionName): boolean {
  return ROLES[role].permissions.includes(permission);
}

/** The role groups that calls and screens name (role names as `roleList` carries them). */
export const ROLE_GROUPS = {
  /** hoj-api §13 "any admin": the back office. */
  admins: ['root', 'admin', 'problem_admin'],
  /** Those who manage every problem and tag, not only their own. */
  managers: ['root', 'problem_admin'],
  /** The super admin alone. */
  root: ['root'],
} as const;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** Whether any of a user's role names (a token's one role, or a `roleList`) is in the group. */
export function inRoleGroup(group: RoleGroup, roleNames: string | readonly string[] | undefined): boolean {
  const members: readonly string[] = ROLE_GROUPS[group];
  if (roleNames === undefined) return false;
  return typeof roleNames === 'string' ? members.includes(roleNames) : roleNames.some((r) => members.includes(r));
}

/** Admin-role users see the management link and may sign in at /admin/login (root, admin, problem admin). */
export function isAdminRole(roleNames: readonly string[]): boolean {
  return inRoleGroup('admins', roleNames);
}

export function isSuperAdmin(roleNames: readonly string[]): boolean {
  return inRoleGroup('root', roleNames);
}
