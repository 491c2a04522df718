import { lazy } from 'react';
import type { GroupPage } from '../shell/tabs.ts';

const GroupDiscussionList = lazy(() => import('./GroupDiscussionList.tsx'));
const GroupDiscussionDetail = lazy(() => import('./GroupDiscussionDetail.tsx'));

/** The group's discussions screens under /group/:groupID/ (mounted by the group shell). */
export const discussionsPages: GroupPage[] = [
  { path: 'discussion', tab: 'discussion', page: GroupDiscussionList },
  { path: 'discussion/:problemID', tab: 'discussion', page: GroupDiscussionList },
  { path: 'discussion-detail/:discussionID', tab: 'discussion', page: GroupDiscussionDetail, wide: true },
];
