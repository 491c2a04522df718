import { inRoleGroup, isAdminRole, isSuperAdmin } from '@arbiter/contract';

/**
 * Who may open which back-office page (spec part 3 §2.4, §6; hoj-api §1.5): every admin role
 * (root, admin, problem_admin) reaches the problem pages; tags and deleting problems are for root
 * and problem_admin; import and export are root's. The server decides in the end; this only keeps
 * the menu and the routes to what the user can use.
 */
export type AdminNeed = 'admin' | 'manager' | 'root';

export function allows(roles: readonly string[], need: AdminNeed): boolean {
  switch (need) {
    case 'admin':
      return isAdminRole(roles);
    case 'manager':
      return inRoleGroup('managers', roles);
    case 'root':
      return isSuperAdmin(roles);
  }
}

/** The side-menu entry a back-office path belongs to (an edit page belongs to the list). */
export function menuKeyOf(pathname: string): 'problems' | 'create' | 'tags' | 'batch' {
  if (pathname.startsWith('/admin/problem/create')) return 'create';
  if (pathname.startsWith('/admin/problem/tag')) return 'tags';
  if (pathname.startsWith('/admin/problem/batch-operation')) return 'batch';
  return 'problems';
}
