import { and, eq } from 'drizzle-orm';
import { ProblemAuth } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { problem } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/envelope.ts';
import { findProblem } from '../problem/visibility.ts';
import { TRAINING_PROBLEM_MSG, linkTrainingProblem } from '../training/admin-problems.ts';
import type { TrainingRow } from '../training/access.ts';

/** What a group training may take in (hoj-api §11): public problems of the public bank, and its own group's problems. */

const GROUP_TRAINING_MSG = {
  notPublic: 'Only public problems of the public bank may be added',
  notOurs: 'The problem does not exist or is not a problem of this group',
} as const;

/** POST /add-training-problem-from-public: a public problem of the public bank (hidden ones and groups' are refused). */
export async function addPublicProblem(ctx: AppContext, t: TrainingRow, pid: number): Promise<void> {
  const p = await findProblem(ctx, pid);
  if (!p) throw notFound(TRAINING_PROBLEM_MSG.noProblem);
  if (p.isGroup || p.auth !== ProblemAuth.PUBLIC) throw forbidden(GROUP_TRAINING_MSG.notPublic);
  await linkTrainingProblem(ctx, t, p.id);
}

/** POST /add-training-problem-from-group: a problem of the training's own group, named by its display id. */
export async function addGroupProblem(ctx: AppContext, t: TrainingRow, problemId: string): Promise<void> {
  if (t.gid === null) throw notFound(GROUP_TRAINING_MSG.notOurs);
  const rows = await ctx.db
    .select({ id: problem.id })
    .from(problem)
    .where(and(eq(problem.problemId, problemId), eq(problem.isGroup, true), eq(problem.gid, t.gid)))
    .limit(1);
  if (!rows[0]) throw notFound(GROUP_TRAINING_MSG.notOurs);
  await linkTrainingProblem(ctx, t, rows[0].id);
}
