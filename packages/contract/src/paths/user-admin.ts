/** The paths of the back office's user calls by name; their rows are in `endpoints/user-admin.ts`. */
export const userAdminPaths = {
  adminUserList: '/api/admin/user/get-user-list',
  adminUserEdit: '/api/admin/user/edit-user',
  adminUserDelete: '/api/admin/user/delete-user',
  adminUserInsertBatch: '/api/admin/user/insert-batch-user',
  adminUserGenerate: '/api/admin/user/generate-user',
  generateUserExcel: '/api/file/generate-user-excel',
} as const;
