/** Chinese of the single sign-on area's messages (English → Chinese). */
export const SSO = {
  'The single sign-on settings were saved': '单点登录设置已保存',
  'The sign-in link has expired or has already been used, please sign in again': '登录链接已过期或已被使用，请重新登录',
} as const;
