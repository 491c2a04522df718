import { lazy } from 'react';
import type { AppRoute } from '../types.ts';

const ProblemList = lazy(() => import('../../pages/problem/ProblemList.tsx'));
const ProblemDetails = lazy(() => import('../../pages/problem/ProblemDetails.tsx'));

/** The problem area's routes (spec part 2 §2). */
export const problemRoutes: AppRoute[] = [
  { path: '/problem', page: ProblemList },
  { path: '/problem/:problemID', page: ProblemDetails },
];
