import { lazyPage } from '@/routes/lazyPage.ts';
import type { AdminRoute } from '@/routes/types.ts';

const JudgeTokens = lazyPage(() => import('./admin/JudgeTokens.tsx'));

/** The back office's judge tokens: the super admin's alone. */
export const apiTokenAdminRoutes: AdminRoute[] = [{ path: 'judge-tokens', page: JudgeTokens, need: 'root' }];
