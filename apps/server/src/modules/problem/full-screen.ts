import type { FullScreenProblem } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { Text } from '../../http/catalogue.ts';
import { notFound } from '../../http/envelope.ts';

/**
 * get-full-screen-problem-list (hoj-api §4): the problem strip of a contest's or a training's focus
 * page. The contest and training areas own their problem lists and their access rules, so each plugs
 * its strip in here with `provideFullScreenProblems` when it registers its routes; until then every
 * request is a clear not-found refusal.
 */

export const FULL_SCREEN_MSG = {
  nothingChosen: 'Please choose a contest or a training',
  noContest: 'The contest does not exist',
  noTraining: 'The training does not exist',
} as const;

/** A contest's or training's strip for the user, or null when there is no such contest or training. */
export type FullScreenSource = (ctx: AppContext, user: AuthUser, id: number) => Promise<FullScreenProblem[] | null>;

const sources: Partial<Record<'contest' | 'training', FullScreenSource>> = {};

export function provideFullScreenProblems(kind: 'contest' | 'training', source: FullScreenSource): void {
  sources[kind] = source;
}

export async function fullScreenProblemList(
  ctx: AppContext,
  user: AuthUser,
  q: { cid?: number | undefined; tid?: number | undefined },
): Promise<FullScreenProblem[]> {
  if (q.cid !== undefined) return (await sources.contest?.(ctx, user, q.cid)) ?? refuse(FULL_SCREEN_MSG.noContest);
  if (q.tid !== undefined) return (await sources.training?.(ctx, user, q.tid)) ?? refuse(FULL_SCREEN_MSG.noTraining);
  return refuse(FULL_SCREEN_MSG.nothingChosen);
}

function refuse(msg: Text): never {
  throw notFound(msg);
}
