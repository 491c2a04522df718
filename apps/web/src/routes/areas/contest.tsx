import type { AppRoute } from '../types.ts';

/** The contest area's routes (spec part 2 §2.6–§2.13). */
export const contestRoutes: AppRoute[] = [];
