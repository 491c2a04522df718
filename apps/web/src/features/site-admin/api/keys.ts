/** The query keys of the site back office. */
export const siteAdminKeys = {
  switches: ['admin', 'site', 'switches'] as const,
  web: ['admin', 'site', 'web'] as const,
  mail: ['admin', 'site', 'mail'] as const,
  db: ['admin', 'site', 'db'] as const,
};
