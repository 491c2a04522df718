import {
  type CalendarHeatmap,
  type CaptchaVO,
  type ChangeAccountVO,
  type PuzzleVO,
  type UserHomeVO,
  type UserInfoVO,
  applyResetPasswordRequest,
  changeEmailCodeQuery,
  changeEmailRequest,
  changePasswordRequest,
  changeUserInfoRequest,
  checkUsernameOrEmailRequest,
  loginRequest,
  puzzleVerifyRequest,
  registerCodeQuery,
  registerRequest,
  resetPasswordRequest,
  userLookupQuery,
} from '../account.ts';
import { get, post, shape } from '../endpoint.ts';
import { accountPaths } from '../paths/account.ts';

/** Account calls (hoj-api §2): sign-in, registration, password reset, settings, profiles. */

/** Where the register code went and how many seconds it stays valid. */
export interface RegisterCodeVO {
  email: string;
  expire: number;
}

/** `true` means the username or email already exists. */
export interface UsernameOrEmailExistsVO {
  username: boolean;
  email: boolean;
}

/** The single-use token a solved slide puzzle gives, for the next login. */
export interface PuzzleTokenVO {
  puzzleToken: string;
}

export interface UserAuthInfoVO {
  roles: string[];
  permissions: string[];
}

const P = accountPaths;

export const accountEndpoints = {
  // The token comes back in the Authorization response header; `data` is the user.
  login: post(P.login, { auth: 'anon', body: loginRequest, response: shape<UserInfoVO>() }),
  adminLogin: post(P.adminLogin, { auth: 'anon', body: loginRequest, response: shape<UserInfoVO>() }),
  logout: get(P.logout, { auth: 'login', response: shape<null>() }),
  adminLogout: get(P.adminLogout, { auth: 'login', response: shape<null>() }),
  captcha: get(P.captcha, { auth: 'anon', response: shape<CaptchaVO>() }),
  slidePuzzle: get(P.slidePuzzle, { auth: 'anon', response: shape<PuzzleVO>() }),
  slidePuzzleVerify: post(P.slidePuzzleVerify, { auth: 'anon', body: puzzleVerifyRequest, response: shape<PuzzleTokenVO>() }),
  checkUsernameOrEmail: post(P.checkUsernameOrEmail, {
    auth: 'anon',
    body: checkUsernameOrEmailRequest,
    response: shape<UsernameOrEmailExistsVO>(),
  }),
  registerCode: get(P.registerCode, { auth: 'anon', query: registerCodeQuery, response: shape<RegisterCodeVO>() }),
  register: post(P.register, { auth: 'anon', body: registerRequest, response: shape<null>() }),
  applyResetPassword: post(P.applyResetPassword, { auth: 'anon', body: applyResetPasswordRequest, response: shape<null>() }),
  resetPassword: post(P.resetPassword, { auth: 'anon', body: resetPasswordRequest, response: shape<null>() }),
  userAuthInfo: get(P.userAuthInfo, { auth: 'login', response: shape<UserAuthInfoVO>() }),
  changePassword: post(P.changePassword, { auth: 'login', body: changePasswordRequest, response: shape<ChangeAccountVO>() }),
  changeEmailCode: get(P.changeEmailCode, { auth: 'login', query: changeEmailCodeQuery, response: shape<null>() }),
  changeEmail: post(P.changeEmail, { auth: 'login', body: changeEmailRequest, response: shape<ChangeAccountVO>() }),
  changeUserInfo: post(P.changeUserInfo, { auth: 'login', body: changeUserInfoRequest, response: shape<UserInfoVO>() }),
  userHomeInfo: get(P.userHomeInfo, { auth: 'optional', query: userLookupQuery, response: shape<UserHomeVO>() }),
  userCalendarHeatmap: get(P.userCalendarHeatmap, { auth: 'anon', query: userLookupQuery, response: shape<CalendarHeatmap>() }),
} as const;
