import {
  API,
  type CalendarHeatmap,
  type CaptchaVO,
  type ChangeAccountVO,
  type ChangeUserInfoRequest,
  type LoginRequest,
  type PuzzleVO,
  type RegisterRequest,
  type UserHomeVO,
  type UserInfoVO,
} from '@arbiter/contract';
import { ApiError, http, send } from './client.ts';

/** The account calls (API reference §2). */

export interface LoginResult {
  token: string;
  user: UserInfoVO;
}

/**
 * Logs in through the site's call or the back office's (`path`); the token comes back in the
 * `Authorization` response header and `data` is the user.
 */
export async function login(request: LoginRequest, path: string = API.login): Promise<LoginResult> {
  const res = await send<UserInfoVO>('POST', path, { body: request });
  const token = res.headers.get('Authorization');
  if (!token) throw new ApiError('body', 'No token', 200, null, null);
  return { token, user: res.data };
}

export const logout = () => http.get<null>(API.logout);

export const register = (request: RegisterRequest) => http.post<null>(API.register, request);

export const getRegisterCode = (email: string) => http.get<{ email: string; expire: number }>(API.registerCode, { email });

export interface ExistsAnswer {
  username: boolean;
  email: boolean;
}

/** `true` in the answer means the username or email already exists. */
export const checkUsernameOrEmail = (query: { username?: string; email?: string }) =>
  http.post<ExistsAnswer>(API.checkUsernameOrEmail, query);

export const getCaptcha = () => http.get<CaptchaVO>(API.captcha);

export const getSlidePuzzle = () => http.get<PuzzleVO>(API.slidePuzzle);

export const verifySlidePuzzle = (puzzleKey: string, x: number) =>
  http.post<{ puzzleToken: string }>(API.slidePuzzleVerify, { puzzleKey, x });

export const applyResetPassword = (request: { email: string; captcha: string; captchaKey: string }) =>
  http.post<null>(API.applyResetPassword, request);

export const resetPassword = (request: { username: string; password: string; code: string }) => http.post<null>(API.resetPassword, request);

export const getUserAuthInfo = () => http.get<{ roles: string[]; permissions: string[] | null }>(API.userAuthInfo);

export const changePassword = (request: { oldPassword: string; newPassword: string }) =>
  http.post<ChangeAccountVO>(API.changePassword, request);

export const getChangeEmailCode = (email: string) => http.get<null>(API.changeEmailCode, { email });

export const changeEmail = (request: { password: string; newEmail: string; code: string }) =>
  http.post<ChangeAccountVO>(API.changeEmail, request);

export type ChangeUserInfoBody = { [K in keyof ChangeUserInfoRequest]: ChangeUserInfoRequest[K] | null };

export const changeUserInfo = (request: ChangeUserInfoBody) => http.post<UserInfoVO>(API.changeUserInfo, request);

export function uploadAvatar(file: File): Promise<Partial<UserInfoVO> & { avatar: string }> {
  const form = new FormData();
  form.append('image', file);
  return http.upload(API.uploadAvatar, form);
}

export const getUserHomeInfo = (query: { uid?: string; username?: string }) => http.get<UserHomeVO>(API.userHomeInfo, query);

export const getUserCalendarHeatmap = (query: { uid?: string; username?: string }) =>
  http.get<CalendarHeatmap>(API.userCalendarHeatmap, query);
