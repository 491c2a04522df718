/** The paths of the back office's system notice calls by name; their rows are in `endpoints/notice-admin.ts`. */
export const noticeAdminPaths = {
  adminSysNotice: '/api/admin/msg/notice',
} as const;
