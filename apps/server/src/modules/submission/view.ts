import { type SQL, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  JudgeStatus,
  isJudgeCaseMode,
  isSubtaskMode,
  subtaskSummaries,
  type CaseResultsVO,
  type JudgeCaseMode,
  type JudgeStatusCode,
  type LastAcCodeVO,
  type SubmissionInfoVO,
  type SubmissionStatusMap,
  inRoleGroup,
  remoteKeyOf,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge, judgeCase, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound } from '../../http/envelope.ts';
import type { SubmissionView } from '../problem/scope.ts';
import { PROBLEM_MSG, publicProblem } from '../problem/visibility.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { remoteQueueOf } from '../remote-judge/queue-state.ts';
import { toJudgeVO, type JudgeRow } from './vo.ts';

const VIEW_MSG = {
  noSubmission: 'The submission does not exist',
  hiddenError: 'The error message does not support viewing.',
  notOwner: 'Only the author can change this submission',
} as const;

/**
 * What others see instead of a practice submission's code while the site hides it (the
 * hideNonContestSubmissionCode switch). It is data, not a message, so it carries both languages.
 */
export const HIDDEN_CODE_PLACEHOLDER =
  'The administrator has hidden the code of non-contest submissions. / 网站当前开启了隐藏非比赛提交代码不显示的功能！';

/** Root and problem admins see every submission's code and every case's details. */
function seesEverything(user: AuthUser | null): boolean {
  return inRoleGroup('managers', user?.roleName);
}

/**
 * Which submissions the user may read, over `judge` joined with its `problem`: a submission of a
 * problem that is not public (hidden, contest-only, group) only by its author, the problem's author,
 * root and problem_admin, since its title and verdicts are not for everyone. Every read applies it:
 * the list, the detail, the case results and the status check. Undefined: everything.
 */
export function visibleTo(user: AuthUser | null): SQL | undefined {
  if (seesEverything(user)) return undefined;
  if (!user) return publicProblem;
  return or(publicProblem, eq(judge.uid, user.uid), eq(problem.author, user.username));
}

/**
 * What decides the answer of `visibleTo` for a viewer, as a cache key: everything for managers,
 * the public problems for anyone else, and a signed-in user's own submissions and problems.
 */
export function viewerKey(user: AuthUser | null): string {
  if (seesEverything(user)) return 'all';
  return user ? `user:${user.uid}:${user.username}` : 'anon';
}

/**
 * Everything about a viewer that one submission's detail depends on, as a cache key: unlike
 * `viewerKey` it never merges managers, as a contest's or a group's rules tell them apart too
 * (its author, a group root, a token without the contest-admin scope).
 */
export function readerKey(user: AuthUser | null): string {
  if (!user) return 'anon';
  return [user.uid, user.roleName, user.groupRoots.join('.'), user.tokenScopes?.join('.') ?? 'session'].join(':');
}

/** The message of a compile error, system error or failed submission is shown; others' are not. */
const SHOWN_ERRORS = new Set<number>([JudgeStatus.COMPILE_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.SUBMITTED_FAILED]);

async function loadSubmission(ctx: AppContext, submitId: number): Promise<JudgeRow> {
  const rows = await ctx.db.select().from(judge).where(eq(judge.submitId, submitId)).limit(1);
  const row = rows[0];
  if (!row) throw notFound(VIEW_MSG.noSubmission);
  return row;
}

interface Readable {
  row: JudgeRow;
  prob: ProblemRow | null;
  view: SubmissionView;
}

/** Outside any scope nothing is hidden from who may read a submission; root and problem admins see all of it. */
function bankView(user: AuthUser | null): SubmissionView {
  return { admin: seesEverything(user), unknown: false, hideCode: false, hideStats: false, hideCases: false };
}

/**
 * A submission with its problem (null once deleted) that the user may read, and how: body 404 when
 * absent. A practice submission follows `visibleTo` (body 403 when its problem is closed to them; a
 * deleted problem's submissions stay readable by their author). A submission made in a contest (or
 * a group) follows that scope's rules instead (for contests: login, the contest's view rights), so
 * participants read those of contest-only problems.
 */
async function loadReadable(ctx: AppContext, submitId: number, user: AuthUser | null): Promise<Readable> {
  const rule = visibleTo(user);
  const rows = await ctx.db
    .select({ row: judge, prob: problem, visible: rule ? sql<boolean>`coalesce(${rule}, false)` : sql<boolean>`true` })
    .from(judge)
    .leftJoin(problem, eq(problem.id, judge.pid))
    .where(eq(judge.submitId, submitId))
    .limit(1);
  const found = rows[0];
  if (!found) throw notFound(VIEW_MSG.noSubmission);
  const named = ctx.scopes.named('submissionView', [
    ['contest', found.row.cid],
    ['group', found.row.gid],
  ]);
  if (named) return { row: found.row, prob: found.prob, view: await named.scope.submissionView(ctx, user, found.row) };
  if (!found.visible) throw forbidden(PROBLEM_MSG.notPublic);
  return { row: found.row, prob: found.prob, view: bankView(user) };
}

/**
 * get-submission-detail: the code shows to its author, to admins, or when shared on a problem that
 * allows sharing; a scope may hide more (in a contest, others' code from everyone but the contest
 * admins, others' time, memory and length while it runs, and a result the board keeps sealed shows
 * only as `{status: -5}`).
 */
export async function submissionDetail(ctx: AppContext, submitId: number, user: AuthUser | null): Promise<SubmissionInfoVO> {
  const { row, prob, view } = await loadReadable(ctx, submitId, user);
  const codeShare = prob?.codeShare ?? false;
  const vo = toJudgeVO(row);
  const isOwner = user?.uid === row.uid;
  if (!isOwner && !view.admin && !(row.share && codeShare)) vo.code = null;
  // A shared practice submission's code stays with its author while the site hides such code.
  if (vo.code !== null && row.cid === 0 && !isOwner && !seesEverything(user) && (await ctx.site.switches()).hideNonContestSubmissionCode) {
    vo.code = HIDDEN_CODE_PLACEHOLDER;
  }
  if (!SHOWN_ERRORS.has(row.status)) vo.errorMessage = vo.errorMessage ? VIEW_MSG.hiddenError : null;
  vo.ip = isOwner || view.admin ? vo.ip : null;
  if (view.unknown) return { submission: { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT }, codeShare: false };
  if (view.hideCode) Object.assign(vo, { code: null, errorMessage: vo.errorMessage ? VIEW_MSG.hiddenError : null });
  if (view.hideStats) Object.assign(vo, { time: null, memory: null, length: null });
  const remote = prob?.isRemote && row.status === JudgeStatus.PENDING ? remoteKeyOf(prob.problemId) : null;
  // Where the judging's time went is the judge hosts' business: admins only.
  const timing = view.admin ? { timing: row.timing } : {};
  if (remote) return { submission: vo, codeShare, remoteQueue: await remoteQueueOf(ctx.db, row.submitId, remote), ...timing };
  return { submission: vo, codeShare, ...timing };
}

/**
 * Per-case results, or null when the problem keeps them closed (admins always see them), or, for
 * others than its admins, while its scope keeps its verdicts to itself (a running ACM contest, a
 * sealed OI board). In the subtask modes the cases also come summarised per subtask (the
 * contract's `subtaskSummaries`). The mode is the one the cases were judged in, else the problem's.
 */
export async function caseResults(ctx: AppContext, submitId: number, user: AuthUser | null): Promise<CaseResultsVO | null> {
  const { prob: p, view } = await loadReadable(ctx, submitId, user);
  const admin = view.admin;
  if (!p || (!p.openCaseResult && !admin)) return null;
  if (!admin && view.hideCases) return null;
  const cases = await ctx.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId)).orderBy(asc(judgeCase.seq));
  const judged = cases[0]?.mode;
  const judgeCaseMode: JudgeCaseMode = isJudgeCaseMode(judged) ? judged : isJudgeCaseMode(p.judgeCaseMode) ? p.judgeCaseMode : 'default';
  const judgeCaseList = cases.map((c) => {
    // The judge writes only known status codes.
    const status = c.status as JudgeStatusCode;
    return admin
      ? { ...c, status, gmtCreate: c.gmtCreate.toISOString(), gmtModified: c.gmtModified.toISOString() }
      : {
          time: c.time,
          memory: c.memory,
          score: c.score,
          status,
          userOutput: c.userOutput,
          groupNum: c.groupNum,
          seq: c.seq,
          mode: c.mode,
        };
  });
  if (!isSubtaskMode(judgeCaseMode)) return { judgeCaseMode, judgeCaseList };
  return { judgeCaseMode, judgeCaseList, subTaskJudgeCaseVoList: subtaskSummaries(judgeCaseList, judgeCaseMode) };
}

/**
 * The status of several submissions at once, for lists that poll what is still running. Ones the
 * user may not read are left out, as unknown ids are.
 */
export async function checkStatuses(ctx: AppContext, submitIds: number[], user: AuthUser | null): Promise<SubmissionStatusMap> {
  if (submitIds.length === 0) return {};
  const rows = await ctx.db
    .select({ row: judge })
    .from(judge)
    .leftJoin(problem, eq(problem.id, judge.pid))
    .where(and(inArray(judge.submitId, submitIds), eq(judge.cid, 0), visibleTo(user)));
  const out: SubmissionStatusMap = {};
  for (const { row } of rows) out[String(row.submitId)] = { ...toJudgeVO(row), code: null, errorMessage: null };
  return out;
}

export async function setShare(ctx: AppContext, user: AuthUser, submitId: number, share: boolean): Promise<void> {
  const row = await loadSubmission(ctx, submitId);
  if (row.uid !== user.uid) throw forbidden(VIEW_MSG.notOwner);
  if (row.cid !== 0) throw fail('Contest submissions cannot be shared');
  await ctx.db.update(judge).set({ share, gmtModified: new Date() }).where(eq(judge.submitId, submitId));
}

/**
 * The caller's latest accepted code for a problem ("" when there is none), in practice or in the
 * contest named by `cid`, which decides which of its submissions count (a sealed OI contest gives
 * no accepted code from after the seal, whose verdicts are hidden).
 */
export async function lastAcCode(ctx: AppContext, user: AuthUser, pid: number, cid: number): Promise<LastAcCodeVO> {
  const named = ctx.scopes.named('acceptedCodeRows', [['contest', cid]]);
  const scope = named ? await named.scope.acceptedCodeRows(ctx, user, named.id) : eq(judge.cid, cid);
  const rows = await ctx.db
    .select()
    .from(judge)
    .where(and(eq(judge.uid, user.uid), eq(judge.pid, pid), scope, eq(judge.status, JudgeStatus.ACCEPTED)))
    .orderBy(desc(judge.submitTime), desc(judge.submitId))
    .limit(1);
  const row = rows[0];
  return row ? { submitId: row.submitId, code: row.code, language: row.language } : { submitId: null, code: '', language: null };
}
