import { count, desc, eq } from 'drizzle-orm';
import { clampPage, type Page, type SubmissionListItem } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import { contestProblem, judge } from '../../../db/schema.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { page } from '../../../http/envelope.ts';
import { listItemColumns } from '../../submission/list.ts';
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
  const where = eq(judge.virtualRun, run.id);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ ...listItemColumns, displayId: contestProblem.displayId, title: contestProblem.displayTitle })
      .from(judge)
      .innerJoin(contestProblem, eq(contestProblem.id, judge.cpid))
      .where(where)
      .orderBy(desc(judge.submitTime), desc(judge.submitId))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(judge).where(where),
  ]);
  return page(
    rows.map((r) => ({ ...r, submitTime: r.submitTime.toISOString() })),
    totals[0]?.n ?? 0,
    current,
    size,
  );
}
