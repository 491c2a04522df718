import type { SQL } from 'drizzle-orm';
import type {
  FullScreenProblem,
  Page,
  ProblemInfoVO,
  SubmissionListItem,
  SubmissionListQuery,
  UserProblemStatusMap,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import type { judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { ProblemRow } from './vo.ts';

/**
 * Where a problem is seen besides the problem bank: a contest, a training or a group (a group's
 * contests and trainings are contests and trainings with a gid). The problem and submission calls
 * that can name one (`cid`, `tid`, `gid`, or a submission's own cid and gid) hand the request to
 * the scope its area registered on the app context (`ctx.scopes.register`, next to its routes);
 * when none is registered, or it does not answer that call, the bank's own rules apply. So the
 * problem and submission areas never import the areas that show their problems, and a new area
 * adds itself by implementing the calls that can name it. Refusals are the scope's own (404 for a
 * scope the user may not know of, 403 for one they may not enter).
 */

export type ScopeKind = 'contest' | 'training' | 'group';

type JudgeRow = typeof judge.$inferSelect;

/** The site switch that opens judging in a scope (hoj-api §1.6). */
type JudgeSwitch = 'openPublicJudge' | 'openContestJudge' | 'openGroupJudge';

/** Where a submission goes, as its scope decided. */
/** Where a contest submission belongs: its contest, its contest problem, and the virtual run it is made in (if any). */
export interface ContestOfSubmission {
  cid: number;
  cpid: number;
  virtualRun?: number | undefined;
}

export interface SubmitTarget {
  problem: ProblemRow;
  /** The display id the submission is stored under (the contest's display id in a contest). */
  displayId: string;
  gid: number | null;
  /** A contest submission's contest and contest problem: judged before practice ones. */
  contest?: ContestOfSubmission;
  /** Whether the site's submit interval (defaultSubmitInterval) applies. */
  throttled: boolean;
  /** Runs in the submission's transaction once it is stored (a training's record of it, say). */
  recorded?: (tx: DbLike, submission: JudgeRow) => Promise<void>;
}

/** How a submission of the scope shows to one viewer (get-submission-detail, get-all-case-result). */
export interface SubmissionView {
  /** Sees all of it: code, ip, messages and every case's details. */
  admin: boolean;
  /** Only `{status: -5}`: its result is sealed for the viewer. */
  unknown: boolean;
  hideCode: boolean;
  /** Time, memory and length. */
  hideStats: boolean;
  /** Case results. */
  hideCases: boolean;
}

export interface ProblemScope {
  readonly kind: ScopeKind;
  /** submit-problem-judge naming the scope: `displayId` is the request's `pid`. */
  submit?: {
    judgeSwitch: JudgeSwitch;
    /** The problem and where its submission goes, refusing a submission the user may not make here. */
    target(ctx: AppContext, user: AuthUser, id: number, displayId: string): Promise<SubmitTarget>;
  };
  /** get-problem-detail naming the scope: a problem by its display id, if the user may see it here. */
  problemDetail?(ctx: AppContext, user: AuthUser | null, id: number, displayId: string): Promise<ProblemInfoVO>;
  /** get-submission-list naming the scope. */
  submissions?(ctx: AppContext, user: AuthUser | null, id: number, q: SubmissionListQuery): Promise<Page<SubmissionListItem>>;
  /** get-user-problem-status naming the scope: the user's status on each problem there. */
  statuses?(ctx: AppContext, user: AuthUser, id: number, pids: readonly number[], containsEnd: boolean): Promise<UserProblemStatusMap>;
  /** get-full-screen-problem-list: the focus page's problem strip, null when there is no such scope for the user. */
  problemStrip?(ctx: AppContext, user: AuthUser, id: number): Promise<FullScreenProblem[] | null>;
  /** A submission made in the scope, as the viewer may read it (refusing one they may not). */
  submissionView?(ctx: AppContext, user: AuthUser | null, submission: JudgeRow): Promise<SubmissionView>;
  /** get-last-ac-code naming the scope: the submissions the caller's latest accepted code is taken from. */
  acceptedCodeRows?(ctx: AppContext, user: AuthUser, id: number): Promise<SQL>;
  /**
   * Runs in the transaction of every practice submission (outside contests), whatever scope it
   * was made in: a training attaches it to the private trainings its user registered for.
   */
  practiceRecorded?(tx: DbLike, submission: JudgeRow): Promise<void>;
}

type ScopeCall = Exclude<keyof ProblemScope, 'kind' | 'practiceRecorded'>;

/** A scope that answers `C`, with the id the request gave it. */
export interface NamedScope<C extends ScopeCall> {
  scope: ProblemScope & Required<Pick<ProblemScope, C>>;
  id: number;
}

/** The scopes of one app, registered by their areas as the routes are. */
export class ScopeRegistry {
  readonly #scopes = new Map<ScopeKind, ProblemScope>();

  register(scope: ProblemScope): void {
    this.#scopes.set(scope.kind, scope);
  }

  get(kind: ScopeKind): ProblemScope | undefined {
    return this.#scopes.get(kind);
  }

  /** Tells every scope that listens of a practice submission just stored, inside its transaction. */
  async practiceRecorded(tx: DbLike, submission: JudgeRow): Promise<void> {
    for (const scope of this.#scopes.values()) await scope.practiceRecorded?.(tx, submission);
  }

  /**
   * The first of the request's names (a kind with an id above 0) whose scope is registered and
   * answers `call`; null when none does, and the bank's own rules apply.
   */
  named<C extends ScopeCall>(call: C, names: readonly (readonly [ScopeKind, number | null | undefined])[]): NamedScope<C> | null {
    for (const [kind, id] of names) {
      if (!id || id <= 0) continue;
      const scope = this.#scopes.get(kind);
      if (scope?.[call]) return { scope: scope as NamedScope<C>['scope'], id };
    }
    return null;
  }
}
