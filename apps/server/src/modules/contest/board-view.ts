import type { AuthUser } from '../../http/auth.ts';
import { isSealedFor, type ContestRow } from './access.ts';

/** How a viewer sees the contest's results: frozen at the seal time, and whether after-end submissions count. */
export interface BoardView {
  sealed: boolean;
  containsEnd: boolean;
}

/**
 * The board a viewer gets (hoj-data B.16): sealed per `isSealedFor` (a contest admin's
 * forceRefresh unseals it); submissions after the end count only when the contest allows them,
 * the viewer asks for them and the board is not sealed for the viewer.
 */
export function boardView(c: ContestRow, user: AuthUser | null, opts: { forceRefresh?: boolean; containsEnd?: boolean }): BoardView {
  const sealed = isSealedFor(c, user, opts.forceRefresh === undefined ? {} : { forceRefresh: opts.forceRefresh });
  return { sealed, containsEnd: Boolean(opts.containsEnd) && c.allowEndSubmit && !sealed };
}
