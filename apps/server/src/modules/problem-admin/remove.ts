import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { problem } from '../../db/schema.ts';
import { notFound } from '../../http/envelope.ts';
import { ACCESS_MSG } from './access.ts';

/**
 * Deletes a problem; its cases, languages, templates and tag links go with it (foreign keys). The
 * test data stays in the blob store: it is addressed by content and may be shared.
 */
export async function deleteProblem(ctx: AppContext, pid: number): Promise<void> {
  const rows = await ctx.db.delete(problem).where(eq(problem.id, pid)).returning({ id: problem.id });
  if (rows.length === 0) throw notFound(ACCESS_MSG.noProblem);
}
