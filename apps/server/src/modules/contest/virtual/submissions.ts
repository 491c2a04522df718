import { eq } from 'drizzle-orm';
import { clampPage, type Page, type SubmissionListItem } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import { judge } from '../../../db/schema.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { page } from '../../../http/envelope.ts';
import { listPage } from '../submissions.ts';
import { ownRun } from './runs.ts';

const PAGE_SIZE = 30;

/** GET /api/get-contest-virtual-submissions: the caller's submissions in their run, newest first (empty before they start one). */
export async function virtualSubmissions(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; currentPage?: number | undefined; limit?: number | undefined },
): Promise<Page<SubmissionListItem>> {
  const { run } = await ownRun(ctx, user, q.cid);
  const { current, size } = clampPage(q.currentPage, q.limit, PAGE_SIZE);
  if (!run) return page([], 0, current, size);
  return listPage(ctx, eq(judge.virtualRun, run.id), current, size);
}
