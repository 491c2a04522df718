import type { LoginRequest } from '@arbiter/contract';
import { login, type LoginResult } from './account.ts';
import { send } from './client.ts';

/** The back office's own account calls (hoj-api §13.1): its login and logout. */

/** Not in the contract's path table: the account area keeps the site login there, the client names these two. */
const ADMIN_LOGIN = '/api/admin/login';
const ADMIN_LOGOUT = '/api/admin/logout';

/** Logs in an admin-role account; a non-admin is refused by the server (body 401, its message shown). */
export const adminLogin = (request: LoginRequest): Promise<LoginResult> => login(request, ADMIN_LOGIN);

/** Ends every session of the user (hoj-api §1.4); answers the server's message. */
export async function adminLogout(): Promise<string> {
  return (await send<null>('GET', ADMIN_LOGOUT)).msg;
}
