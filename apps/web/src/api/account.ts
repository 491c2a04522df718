import { type UserInfoVO } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody, type CallQuery } from './call.ts';
import { ApiError } from './client.ts';
import { buildUrl } from './url.ts';

/** The account calls (API reference §2). */

/** A signed-in user: the token of the `Authorization` response header and the `data` of the call. */
export interface LoginResult {
  token: string;
  user: UserInfoVO;
}

/** The site's login and the back office's, which reads the same body and answers the same way. */
type LoginRow = typeof endpoints.login | typeof endpoints.adminLogin;

/** Logs in through the site's call or the back office's (`endpoint`). */
export async function login(request: CallBody<LoginRow>, endpoint: LoginRow = endpoints.login): Promise<LoginResult> {
  const res = await callReply(endpoint, { body: request });
  const token = res.headers.get('Authorization');
  if (!token) throw new ApiError('body', 'No token', 200, null, null);
  return { token, user: res.data };
}

export const logout = () => call(endpoints.logout);

/** Whether the site offers single sign-on, and its button's words. */
export const getSsoLogin = () => call(endpoints.ssoOidc);

/**
 * Where a browser goes to sign in through the provider (a link, not a fetch: the provider's pages
 * follow), coming back to `redirect`, a path of this site.
 */
export const ssoStartHref = (redirect: string) => buildUrl(endpoints.ssoOidcStart.path, { redirect });

export const register = (request: CallBody<typeof endpoints.register>) => call(endpoints.register, { body: request });

export const getRegisterCode = (email: string) => call(endpoints.registerCode, { query: { email } });

/** `true` in the answer means the username or email already exists. */
export const checkUsernameOrEmail = (query: CallBody<typeof endpoints.checkUsernameOrEmail>) =>
  call(endpoints.checkUsernameOrEmail, { body: query });

export const getCaptcha = () => call(endpoints.captcha);

export const getSlidePuzzle = () => call(endpoints.slidePuzzle);

export const verifySlidePuzzle = (puzzleKey: string, x: number) => call(endpoints.slidePuzzleVerify, { body: { puzzleKey, x } });

export const applyResetPassword = (request: CallBody<typeof endpoints.applyResetPassword>) =>
  call(endpoints.applyResetPassword, { body: request });

export const resetPassword = (request: CallBody<typeof endpoints.resetPassword>) => call(endpoints.resetPassword, { body: request });

export const changePassword = (request: CallBody<typeof endpoints.changePassword>) => call(endpoints.changePassword, { body: request });

export const getChangeEmailCode = (email: string) => call(endpoints.changeEmailCode, { query: { email } });

export const changeEmail = (request: CallBody<typeof endpoints.changeEmail>) => call(endpoints.changeEmail, { body: request });

export const changeUserInfo = (request: CallBody<typeof endpoints.changeUserInfo>) => call(endpoints.changeUserInfo, { body: request });

/** Answers the user with the new avatar. */
export const uploadAvatar = (file: File) => call(endpoints.uploadAvatar, { upload: { file } });

export const getUserHomeInfo = (query: CallQuery<typeof endpoints.userHomeInfo>) => call(endpoints.userHomeInfo, { query });

export const getUserCalendarHeatmap = (query: CallQuery<typeof endpoints.userCalendarHeatmap>) =>
  call(endpoints.userCalendarHeatmap, { query });
