/** The paths of the site switch calls by name; their rows are in `endpoints/switch-admin.ts`. */
export const switchAdminPaths = {
  adminSwitchInfo: '/api/admin/switch/info',
  adminSwitchUpdate: '/api/admin/switch/update',
} as const;
