import type { TFunction } from 'i18next';
import type userAdminWords from '../i18n/userAdmin.ts';
import { ROLE_IDS, ROLES, isRoleId, type RoleId } from '@arbiter/contract';

type RoleName = keyof typeof userAdminWords.zh.roles;

/** The role a user's list row names (hoj's one-element `roles`), by its id. */
export function roleLabel(t: TFunction, id: number): string {
  return isRoleId(id) ? t(`userAdmin.roles.${ROLES[id].name as RoleName}`) : String(id);
}

/** The role select's options: the admin roles first, then the user roles. */
export function roleOptions(t: TFunction): { value: RoleId; label: string }[] {
  const order = [...ROLE_IDS].sort(
    (a, b) => Number(b === 1000 || b === 1001 || b === 1008) - Number(a === 1000 || a === 1001 || a === 1008) || a - b,
  );
  return order.map((id) => ({ value: id, label: roleLabel(t, id) }));
}
