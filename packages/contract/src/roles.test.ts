import { describe, expect, it } from 'vitest';
import { Permission, ROLES, Role, hasPermission, isAdminRole, isSuperAdmin, roleName } from './roles.ts';

describe('the role table (hoj-api §1.5)', () => {
  it('names the nine roles as the client expects', () => {
    expect(Object.keys(ROLES).map(Number)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    expect(roleName(Role.ROOT)).toBe('root');
    expect(roleName(Role.DEFAULT_USER)).toBe('default_user');
    expect(roleName(Role.NO_SUBMIT_USER)).toBe('no_subimit_user');
    expect(roleName(Role.PROBLEM_ADMIN)).toBe('problem_admin');
  });

  it('gives only root the back-office permissions', () => {
    for (const p of [Permission.REJUDGE, Permission.ANNOUNCEMENT_ADMIN, Permission.USER_ADMIN, Permission.SYSTEM_INFO_ADMIN]) {
      const holders = Object.entries(ROLES).filter(([, r]) => r.permissions.includes(p));
      expect(holders.map(([id]) => Number(id))).toEqual([Role.ROOT]);
    }
  });

  it('takes submit and posting away from the restricted roles', () => {
    expect(hasPermission(Role.DEFAULT_USER, Permission.SUBMIT)).toBe(true);
    expect(hasPermission(Role.NO_SUBMIT_USER, Permission.SUBMIT)).toBe(false);
    expect(hasPermission(Role.NO_DISCUSS_USER, Permission.DISCUSSION_ADD)).toBe(false);
    expect(hasPermission(Role.NO_DISCUSS_USER, Permission.SUBMIT)).toBe(true);
    expect(hasPermission(Role.MUTE_USER, Permission.COMMENT_ADD)).toBe(false);
    expect(hasPermission(Role.NO_SUBMIT_NO_DISCUSS_USER, Permission.SUBMIT)).toBe(false);
    expect(hasPermission(Role.NO_SUBMIT_MUTE_USER, Permission.REPLY_ADD)).toBe(false);
    expect(hasPermission(Role.PROBLEM_ADMIN, Permission.PROBLEM_ADMIN)).toBe(true);
    expect(hasPermission(Role.ADMIN, Permission.USER_ADMIN)).toBe(false);
  });

  it('treats root, admin and problem admin as admin roles, and root alone as super admin', () => {
    expect(isAdminRole(['root'])).toBe(true);
    expect(isAdminRole(['admin'])).toBe(true);
    expect(isAdminRole(['problem_admin'])).toBe(true);
    expect(isAdminRole(['default_user'])).toBe(false);
    expect(isSuperAdmin(['admin'])).toBe(false);
    expect(isSuperAdmin(['root'])).toBe(true);
  });
});
