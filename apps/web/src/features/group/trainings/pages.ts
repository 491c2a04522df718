import { lazy } from 'react';
import type { GroupPage } from '../shell/tabs.ts';

const GroupTrainingList = lazy(() => import('./GroupTrainingList.tsx'));
const GroupTrainingAdmin = lazy(() => import('./GroupTrainingAdmin.tsx'));
const GroupTrainingDetail = lazy(() => import('./GroupTrainingDetail.tsx'));

/**
 * The group's trainings screens under /group/:groupID/ (mounted by the group shell): the Training
 * tab, its admin mode (list, form, a training's problems) and a training seen through the group.
 */
export const trainingsPages: GroupPage[] = [
  { path: 'training', tab: 'training', page: GroupTrainingList },
  { path: 'training/admin/*', tab: 'training', page: GroupTrainingAdmin, wide: true },
  { path: 'training/:trainingID/*', tab: 'training', page: GroupTrainingDetail, wide: true },
];
