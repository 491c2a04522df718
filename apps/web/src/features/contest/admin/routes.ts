import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import './adminContest.css';

const ContestList = lazy(() => import('./ContestList.tsx'));
const ContestEdit = lazy(() => import('./ContestEdit.tsx'));
const ContestProblems = lazy(() => import('./problems/ContestProblems.tsx'));
const ContestProblemEdit = lazy(() => import('./problems/ContestProblemEdit.tsx'));
const ContestAnnouncements = lazy(() => import('./announcement/ContestAnnouncements.tsx'));

/** The back office's contest pages (spec part 3 §2.4), under /admin/; every admin role reaches them, the server decides per contest. */
export const CONTEST_ADMIN_ROUTES: { path: string; page: LazyExoticComponent<ComponentType> }[] = [
  { path: 'contest', page: ContestList },
  { path: 'contest/create', page: ContestEdit },
  { path: 'contest/:contestId/edit', page: ContestEdit },
  { path: 'contest/:contestId/problems', page: ContestProblems },
  { path: 'contest/:contestId/problem/create', page: ContestProblemEdit },
  { path: 'contest/:contestId/problem/:problemId/edit', page: ContestProblemEdit },
  { path: 'contest/:contestId/announcement', page: ContestAnnouncements },
];
