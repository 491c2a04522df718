import { groupPath } from '../shell/groupScope.ts';

/** The Contest tab's pages under /group/:groupID/contest: the list, the admin list, the form, a contest's problems and announcements. */
export const groupContestPath = {
  list: (gid: number) => groupPath.tab(gid, 'contest'),
  admin: (gid: number) => groupPath.tab(gid, 'contest/admin'),
  create: (gid: number) => groupPath.tab(gid, 'contest/create'),
  /** The base of a contest's pages: `${base}/${cid}/edit`, `/problems`, `/announcement`. */
  base: (gid: number) => groupPath.tab(gid, 'contest'),
};
