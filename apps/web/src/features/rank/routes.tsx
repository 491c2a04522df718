import { lazyPage } from '@/routes/lazyPage.ts';
import type { AppRoute } from '@/routes/types.ts';

const ACMRank = lazyPage(() => import('./pages/ACMRank.tsx'));
const OIRank = lazyPage(() => import('./pages/OIRank.tsx'));
const RatingRank = lazyPage(() => import('./pages/RatingRank.tsx'));

/** The rank area's routes (spec part 2 §2.14). */
export const rankRoutes: AppRoute[] = [
  { path: '/acm-rank', page: ACMRank },
  { path: '/oi-rank', page: OIRank },
  { path: '/rating-rank', page: RatingRank },
];
