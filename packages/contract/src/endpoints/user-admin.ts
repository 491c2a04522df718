import { del, file, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { Permission } from '../roles.ts';
import {
  type GenerateUserVO,
  type UserRolesVO,
  deleteUsersBody,
  editUserBody,
  generateUserBody,
  generateUserExcelQuery,
  insertBatchUserBody,
  userListQuery,
} from '../user-admin.ts';
import { userAdminPaths } from '../paths/user-admin.ts';

/**
 * The back office's users (hoj-api §13.2, §12 generate-user-excel): the user_admin permission,
 * which only the super admin holds. delete-user takes a JSON body (hoj-api §15 note 7).
 */

const P = userAdminPaths;
const userAdmin = { auth: 'login', permission: Permission.USER_ADMIN } as const;

export const userAdminEndpoints = {
  adminUserList: get(P.adminUserList, { ...userAdmin, query: userListQuery, response: shape<Page<UserRolesVO>>() }),
  adminUserEdit: put(P.adminUserEdit, { ...userAdmin, body: editUserBody, response: shape<null>() }),
  adminUserDelete: del(P.adminUserDelete, { ...userAdmin, body: deleteUsersBody, response: shape<null>() }),
  // A refusal answers body 400 with an ImportRefusal in `data`.
  adminUserInsertBatch: post(P.adminUserInsertBatch, { ...userAdmin, body: insertBatchUserBody, response: shape<null>() }),
  adminUserGenerate: post(P.adminUserGenerate, { ...userAdmin, body: generateUserBody, response: shape<GenerateUserVO>() }),
  // hoj checks the root role here (R(root)), the same people as user_admin.
  generateUserExcel: get(P.generateUserExcel, { ...userAdmin, query: generateUserExcelQuery, response: file() }),
} as const;
