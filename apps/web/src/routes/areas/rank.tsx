import { lazy } from 'react';
import type { AppRoute } from '../types.ts';

const ACMRank = lazy(() => import('../../pages/rank/ACMRank.tsx'));
const OIRank = lazy(() => import('../../pages/rank/OIRank.tsx'));

/** The rank area's routes (spec part 2 §2.14). */
export const rankRoutes: AppRoute[] = [
  { path: '/acm-rank', page: ACMRank },
  { path: '/oi-rank', page: OIRank },
];
