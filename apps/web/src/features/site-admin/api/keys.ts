/** The query keys of the site back office. */
export const siteAdminKeys = {
  switches: ['admin', 'site', 'switches'] as const,
};
