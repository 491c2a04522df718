import { endpoints } from '@/api/endpoints.ts';
import { ApiError } from '@/api/client.ts';
import { call, callReply, type CallBody } from '@/api/call.ts';
import type { LoginResult } from '@/api/account.ts';

/** Single sign-on: the ticket's redeem (a login) and the back office's settings (super admin only). */

/** Spends the callback's one-time ticket for a session, answered as a login is. */
export async function redeemTicket(ticket: string): Promise<LoginResult> {
  const res = await callReply(endpoints.ssoOidcRedeem, { body: { ticket } });
  const token = res.headers.get('Authorization');
  if (!token) throw new ApiError('body', 'No token', 200, null, null);
  return { token, user: res.data };
}

export const getSsoSettings = () => call(endpoints.adminSsoOidc);

export type SsoSettingsBody = CallBody<typeof endpoints.adminSsoOidcUpdate>;

/** Saves the settings; answers them as saved, with the server's message. */
export async function saveSsoSettings(body: SsoSettingsBody) {
  const res = await callReply(endpoints.adminSsoOidcUpdate, { body });
  return { settings: res.data, msg: res.msg };
}
