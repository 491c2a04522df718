/** The query keys of the single sign-on area. */
export const ssoKeys = {
  settings: ['admin', 'sso', 'oidc'] as const,
};
