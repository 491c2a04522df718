import type { FullScreenProblem } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { Text } from '../../http/catalogue.ts';
import { notFound } from '../../http/envelope.ts';

/**
 * get-full-screen-problem-list (hoj-api §4): the problem strip of a contest's or a training's focus
 * page. The contest and training areas own their problem lists and their access rules, so the
 * strip is their scope's (`problemStrip`); without one every request is a clear not-found refusal.
 */

const FULL_SCREEN_MSG = {
  nothingChosen: 'Please choose a contest or a training',
  noContest: 'The contest does not exist',
  noTraining: 'The training does not exist',
} as const;

export async function fullScreenProblemList(
  ctx: AppContext,
  user: AuthUser,
  q: { cid?: number | undefined; tid?: number | undefined },
): Promise<FullScreenProblem[]> {
  if (q.cid !== undefined) return (await strip(ctx, user, 'contest', q.cid)) ?? refuse(FULL_SCREEN_MSG.noContest);
  if (q.tid !== undefined) return (await strip(ctx, user, 'training', q.tid)) ?? refuse(FULL_SCREEN_MSG.noTraining);
  return refuse(FULL_SCREEN_MSG.nothingChosen);
}

async function strip(ctx: AppContext, user: AuthUser, kind: 'contest' | 'training', id: number): Promise<FullScreenProblem[] | null> {
  const named = ctx.scopes.named('problemStrip', [[kind, id]]);
  return named ? named.scope.problemStrip(ctx, user, named.id) : null;
}

function refuse(msg: Text): never {
  throw notFound(msg);
}
