import type { AppContext } from '../../context.ts';
import { contest } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import { CONTEST_MSG, assertCanView, isContestAdmin, visibleContest, type ContestRow } from '../contest/access.ts';
import { contestIdOf } from './ids.ts';
import type { Reader } from './objects.ts';

/**
 * Who may read what, decided by the contest area's own rules (`contest/access.ts`): a contest is
 * seen as `visibleContest` shows it, its data as `assertCanView` lets one look, and its admins
 * (`isContestAdmin`, which also weighs an API token's scopes) see everything, the seal included.
 * The standard's clients read HTTP codes, so the contest area's refusals (body 403 or 404 in an
 * HTTP 200) travel here as the HTTP code itself.
 */

export interface Viewer extends Reader {
  c: ContestRow;
  user: AuthUser | null;
}

/** The same refusal with its status as the HTTP code. */
function asHttp(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.httpStatus !== 200) return error;
  return new ApiError(error.bodyStatus, error.text, { httpStatus: error.bodyStatus });
}

/**
 * The contest named in the path, for a caller who may see it (`'contest'`: its object) or look
 * into it (`'view'`: everything else).
 */
export async function viewerOf(ctx: AppContext, cidText: string, user: AuthUser | null, need: 'contest' | 'view'): Promise<Viewer> {
  const cid = contestIdOf(cidText);
  try {
    if (cid === null) throw notFound(CONTEST_MSG.notFound);
    const c = await visibleContest(ctx, cid, user);
    if (need === 'view') await assertCanView(ctx, c, user);
    return { c, user, admin: isContestAdmin(c, user), uid: user?.uid ?? null };
  } catch (error) {
    throw asHttp(error);
  }
}

/** A refusal of the standard's calls: HTTP 404 (an id that names nothing for this caller). */
export function missing(): ApiError {
  return new ApiError(404, 'The contest has no such object', { httpStatus: 404 });
}

/** The contests the caller may see, oldest first: those `visibleContest` lets through. */
export async function visibleContests(ctx: AppContext, user: AuthUser | null): Promise<ContestRow[]> {
  const rows = await ctx.db.select().from(contest).orderBy(contest.id);
  const out: ContestRow[] = [];
  for (const c of rows) {
    // Hidden ones are their admins' alone; a group's are its members' too, which visibleContest checks.
    if (!c.visible && !isContestAdmin(c, user)) continue;
    if (c.gid !== null) {
      try {
        await visibleContest(ctx, c.id, user);
      } catch {
        continue;
      }
    }
    out.push(c);
  }
  return out;
}
