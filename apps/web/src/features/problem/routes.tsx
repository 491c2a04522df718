import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute, AppRoute } from '@/routes/types.ts';

const ProblemList = lazyPage(() => import('./pages/ProblemList.tsx'));
const ProblemDetails = lazyPage(() => import('./pages/ProblemDetails.tsx'));

/** The problem area's routes (spec part 2 §2). */
export const problemRoutes: AppRoute[] = [
  { path: '/problem', page: ProblemList },
  { path: '/problem/:problemID', page: ProblemDetails },
];

const AdminProblemList = lazyPage(() => import('./admin/ProblemList.tsx'));
const ProblemEdit = lazyPage(() => import('./admin/ProblemEdit.tsx'));
const BatchOperation = lazyPage(() => import('./admin/BatchOperation.tsx'));
const TagAdmin = lazyPage(() => import('./admin/tag/TagAdmin.tsx'));
const ProblemSimilarity = lazyPage(() => import('./admin/ProblemSimilarity.tsx'));

/** The back office's problem pages (spec part 3 §2.4), under /admin/. */
export const problemAdminRoutes: AdminRoute[] = [
  { path: 'problems', page: AdminProblemList, need: 'admin' },
  { path: 'problem/create', page: ProblemEdit, need: 'admin' },
  { path: 'problem/edit/:pid', page: ProblemEdit, need: 'admin' },
  { path: 'problem/similarity/:pid', page: ProblemSimilarity, need: 'admin' },
  { path: 'problem/tag', page: TagAdmin, need: 'manager' },
  { path: 'problem/batch-operation', page: BatchOperation, need: 'root' },
];
