import { lazy } from 'react';
import type { GroupPage } from '../shell/tabs.ts';

const GroupContestList = lazy(() => import('./GroupContestList.tsx'));
const GroupContestAdmin = lazy(() => import('./GroupContestAdmin.tsx'));
const GroupContestForm = lazy(() => import('./deskPages.tsx').then((m) => ({ default: m.GroupContestForm })));
const GroupContestProblems = lazy(() => import('./deskPages.tsx').then((m) => ({ default: m.GroupContestProblems })));
const GroupContestAnnouncements = lazy(() => import('./deskPages.tsx').then((m) => ({ default: m.GroupContestAnnouncements })));

/**
 * The group's contests screens under /group/:groupID/ (mounted by the group shell): the list, the
 * admin list, the form, a contest's problems and announcements (spec part 3 §2.3 page modes).
 */
export const contestsPages: GroupPage[] = [
  { path: 'contest', tab: 'contest', page: GroupContestList },
  { path: 'contest/admin', tab: 'contest', page: GroupContestAdmin },
  { path: 'contest/create', tab: 'contest', page: GroupContestForm },
  { path: 'contest/:contestId/edit', tab: 'contest', page: GroupContestForm },
  { path: 'contest/:contestId/problems', tab: 'contest', page: GroupContestProblems },
  { path: 'contest/:contestId/announcement', tab: 'contest', page: GroupContestAnnouncements },
];
