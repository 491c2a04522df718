/** The paths of the single sign-on calls by name; their rows are in `endpoints/sso.ts`. */
export const ssoPaths = {
  ssoOidc: '/api/sso/oidc',
  ssoOidcStart: '/api/sso/oidc/start',
  ssoOidcCallback: '/api/sso/oidc/callback',
  ssoOidcRedeem: '/api/sso/oidc/redeem',
  adminSsoOidc: '/api/admin/sso/oidc',
} as const;
