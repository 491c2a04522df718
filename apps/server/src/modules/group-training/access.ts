import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/envelope.ts';
import { managingSeat } from '../group/access.ts';
import { TRAINING_MSG, loadTraining, type TrainingRow } from '../training/access.ts';

/**
 * The guard of a group training call that names one training (hoj-api §11 Root*): a group's
 * training only (body 404 for a site one), which the caller may manage in its own group — the
 * group root any of them, a group admin only those they made (body 403), nobody another group's.
 */
export async function groupManagedTraining(ctx: AppContext, user: AuthUser, tid: number): Promise<TrainingRow> {
  const t = await loadTraining(ctx.db, tid);
  if (!t || !t.isGroup) throw notFound(TRAINING_MSG.notFound);
  await managingSeat(ctx, t, user, TRAINING_MSG.notFound);
  return t;
}
