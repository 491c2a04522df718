import { lazy } from 'react';
import type { AppRoute } from '@/routes/types.ts';

const ContestList = lazy(() => import('./pages/ContestList.tsx'));
const ContestShell = lazy(() => import('./pages/ContestShell.tsx'));
const ContestProblemFullScreen = lazy(() => import('./pages/ContestProblemFullScreen.tsx'));

/**
 * The contest area's routes (spec part 2 §2.6–§2.13): the list, the focus page of a contest
 * problem, and the shell, whose tabs route the rest of /contest/:contestID/ themselves.
 */
export const contestRoutes: AppRoute[] = [
  { path: '/contest', page: ContestList },
  { path: '/contest/:contestID/problem/:problemID/full-screen', page: ContestProblemFullScreen, access: 'login' },
  { path: '/contest/:contestID/*', page: ContestShell, access: 'login' },
];
