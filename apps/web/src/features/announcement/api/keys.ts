/** The announcement area's query keys; `all` is the prefix of every page of the list. */
export const announcementKeys = {
  all: ['site-announcement'] as const,
  adminList: (page: number, size: number) => ['site-announcement', 'admin', page, size] as const,
};
