/** The paths of the account calls by name; their rows are in `endpoints/account.ts`. */
export const accountPaths = {
  login: '/api/login',
  logout: '/api/logout',
  // The back office signs in and out through its own pair (hoj-api §1.4): admin roles only.
  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  register: '/api/register',
  registerCode: '/api/get-register-code',
  checkUsernameOrEmail: '/api/check-username-or-email',
  captcha: '/api/captcha',
  slidePuzzle: '/api/slide-puzzle',
  slidePuzzleVerify: '/api/slide-puzzle/verify',
  userAuthInfo: '/api/get-user-auth-info',
  applyResetPassword: '/api/apply-reset-password',
  resetPassword: '/api/reset-password',
  changePassword: '/api/change-password',
  changeEmailCode: '/api/get-change-email-code',
  changeEmail: '/api/change-email',
  changeUserInfo: '/api/change-userInfo',
  userHomeInfo: '/api/get-user-home-info',
  userCalendarHeatmap: '/api/get-user-calendar-heatmap',
} as const;
