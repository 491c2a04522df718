import { lazy } from 'react';
import type { AppRoute } from '@/routes/types.ts';

const OutsideScoreboard = lazy(() => import('./OutsideScoreboard.tsx'));
const ScrollBoard = lazy(() => import('./ScrollBoard.tsx'));

/**
 * The scoreboard area's routes (spec part 2 §2.8, §2.13): the public boards (no login; each shows
 * the contest's own rule) and the rolling board, a bare full-window page.
 */
export const scoreboardRoutes: AppRoute[] = [
  { path: '/contest/acm-scoreboard/:contestID', page: OutsideScoreboard },
  { path: '/contest/oi-scoreboard/:contestID', page: OutsideScoreboard },
  { path: '/scrollBoard', page: ScrollBoard },
];
