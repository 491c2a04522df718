/** The paths of the back office's site announcement calls by name; their rows are in `endpoints/announcement-admin.ts`. */
export const announcementAdminPaths = {
  adminAnnouncement: '/api/admin/announcement',
} as const;
