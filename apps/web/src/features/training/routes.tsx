import type { AdminRoute, AppRoute } from '@/routes/types.ts';

/** The training area's routes (spec part 2 §2.15): the list, a training's tabs, its problems and its rank. */
export const trainingRoutes: AppRoute[] = [];

/** The back office's training pages (spec part 3 §2.4): every admin role reaches them, the server decides per training. */
export const trainingAdminRoutes: AdminRoute[] = [];
