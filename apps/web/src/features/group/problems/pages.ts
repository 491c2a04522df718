import { lazy } from 'react';
import type { GroupPage } from '../shell/tabs.ts';

const GroupProblemTab = lazy(() => import('./GroupProblemTab.tsx'));
const GroupProblemDetail = lazy(() => import('./GroupProblemDetail.tsx'));

/** The group's problems screens under /group/:groupID/ (mounted by the group shell). */
export const problemsPages: GroupPage[] = [
  { path: 'problem', tab: 'problem', page: GroupProblemTab, wide: true },
  { path: 'problem/:problemID', tab: 'problem', page: GroupProblemDetail, wide: true },
];
