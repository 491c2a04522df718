import { lazy } from 'react';
import { contestsPages } from '../contests/pages.ts';
import { discussionsPages } from '../discussions/pages.ts';
import { problemsPages } from '../problems/pages.ts';
import { trainingsPages } from '../trainings/pages.ts';
import type { GroupPage } from './tabs.ts';

const GroupHome = lazy(() => import('../pages/GroupHome.tsx'));
const GroupMembers = lazy(() => import('../pages/GroupMembers.tsx'));
const GroupAnnouncementAdmin = lazy(() => import('../pages/GroupAnnouncementAdmin.tsx'));
const GroupSetting = lazy(() => import('../pages/GroupSetting.tsx'));
const GroupRank = lazy(() => import('../pages/GroupRank.tsx'));
const GroupSubmissions = lazy(() => import('../pages/GroupSubmissions.tsx'));
const GroupSubmissionDetail = lazy(() => import('../pages/GroupSubmissionDetail.tsx'));

/**
 * Every screen inside a group, by path under /group/:groupID/: the group's own (home, members,
 * announcements, setting, rank, submissions) and those of its problems, trainings, contests and
 * discussions, each folder adding its rows.
 */
export const groupPages: readonly GroupPage[] = [
  { path: '', tab: 'home', page: GroupHome },
  ...problemsPages,
  ...trainingsPages,
  ...contestsPages,
  { path: 'status', tab: 'status', page: GroupSubmissions, wide: true },
  { path: 'submission-detail/:submitID', tab: 'status', page: GroupSubmissionDetail, wide: true },
  ...discussionsPages,
  { path: 'member', tab: 'member', page: GroupMembers },
  { path: 'announcement', tab: 'announcement', page: GroupAnnouncementAdmin },
  { path: 'setting', tab: 'setting', page: GroupSetting },
  { path: 'rank', tab: 'rank', page: GroupRank },
];
