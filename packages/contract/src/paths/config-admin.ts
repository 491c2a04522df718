/** The paths of the site settings calls by name; their rows are in `endpoints/config-admin.ts`. */
export const configAdminPaths = {
  adminGetWebConfig: '/api/admin/config/get-web-config',
  adminSetWebConfig: '/api/admin/config/set-web-config',
  adminHomeCarousel: '/api/admin/config/home-carousel',
  adminGetEmailConfig: '/api/admin/config/get-email-config',
  adminSetEmailConfig: '/api/admin/config/set-email-config',
  adminTestEmail: '/api/admin/config/test-email',
  adminGetDbAndRedisConfig: '/api/admin/config/get-db-and-redis-config',
  adminSetDbAndRedisConfig: '/api/admin/config/set-db-and-redis-config',
  /** [sic]: hoj's spelling, kept so that its clients find it. */
  uploadCarouselImg: '/api/file/upload-carouse-img',
} as const;
