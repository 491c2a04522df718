import { endpoints } from '@/api/endpoints.ts';
import { login, type LoginResult } from './account.ts';
import { callReply, type CallBody } from './call.ts';

/** The back office's own account calls (hoj-api §13.1): its login and logout. */

/** Logs in an admin-role account; a non-admin is refused by the server (body 401, its message shown). */
export const adminLogin = (request: CallBody<typeof endpoints.adminLogin>): Promise<LoginResult> => login(request, endpoints.adminLogin);

/** Ends every session of the user (hoj-api §1.4); answers the server's message. */
export async function adminLogout(): Promise<string> {
  return (await callReply(endpoints.adminLogout)).msg;
}
