import { lazy } from 'react';
import type { AppRoute } from '@/routes/types.ts';

const ProblemList = lazy(() => import('./pages/ProblemList.tsx'));
const ProblemDetails = lazy(() => import('./pages/ProblemDetails.tsx'));

/** The problem area's routes (spec part 2 §2). */
export const problemRoutes: AppRoute[] = [
  { path: '/problem', page: ProblemList },
  { path: '/problem/:problemID', page: ProblemDetails },
];
