import { lazyPage } from '@/routes/lazyPage.ts';
import type { AppRoute } from '@/routes/types.ts';

const SubmissionList = lazyPage(() => import('./pages/SubmissionList.tsx'));
const SubmissionDetails = lazyPage(() => import('./pages/SubmissionDetails.tsx'));

/** The submission area's routes (spec part 2 §2.4, §2.5). */
export const submissionRoutes: AppRoute[] = [
  { path: '/status', page: SubmissionList },
  { path: '/submission-detail/:submitID', page: SubmissionDetails },
];
