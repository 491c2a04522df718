import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  JudgeStatus,
  PENALTY_STATUSES,
  PLAGIARISM_LIMITS,
  inRoleGroup,
  type PlagiarismCheckBody,
  type PlagiarismCompareVO,
  type PlagiarismPairVO,
  type PlagiarismReportVO,
  type PlagiarismSide,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound } from '../../http/envelope.ts';
import { administeredContest } from '../contest/access.ts';
import { checkCorpus, comparePair } from './engine/index.ts';
import { realContestRows } from '../contest/real-rows.ts';

/**
 * The similarity check over stored submissions (contract `endpoints/plagiarism.ts`); the engine
 * (`engine/`) compares texts and knows nothing of users or contests.
 */

const PLAGIARISM_MSG = {
  bankAdmins: 'Only the site’s admins check a bank problem',
  missing: 'The submission does not exist',
  mixed: 'Both submissions must be of one contest or of the bank',
} as const;

/** Verdicts of a submission that compiled and ran: "every final one". */
const RAN: readonly number[] = [JudgeStatus.ACCEPTED, ...PENALTY_STATUSES, JudgeStatus.PARTIAL_ACCEPTED];

const sideColumns = {
  submitId: judge.submitId,
  uid: judge.uid,
  username: judge.username,
  language: judge.language,
  problem: judge.displayPid,
  status: judge.status,
  pid: judge.pid,
  cid: judge.cid,
  code: judge.code,
};
interface Submission {
  submitId: number;
  uid: string;
  username: string;
  language: string;
  problem: string;
  status: number;
  pid: number;
  cid: number;
  code: string;
}

function side(s: Submission): PlagiarismSide {
  return { submitId: s.submitId, username: s.username, language: s.language, problem: s.problem, status: s.status };
}

/** May the caller look at these submissions' code side by side: their contest's admins, or the site's admins for the bank. */
async function assertMayCompare(ctx: AppContext, user: AuthUser, cid: number): Promise<void> {
  if (cid) await administeredContest(ctx, cid, user);
  else if (!inRoleGroup('admins', user.roleName)) throw forbidden(PLAGIARISM_MSG.bankAdmins);
}

/**
 * POST /api/admin/plagiarism/check: per problem, each user's newest submission in scope (so that
 * nobody is paired with themselves), compared within their language family; the pairs at or above
 * the threshold, most similar first.
 */
export async function checkSimilarity(ctx: AppContext, user: AuthUser, body: PlagiarismCheckBody): Promise<PlagiarismReportVO> {
  const started = performance.now();
  const cid = body.cid ?? 0;
  await assertMayCompare(ctx, user, cid);
  const statuses = body.scope === 'final' ? RAN : [JudgeStatus.ACCEPTED];
  const where = and(realContestRows(cid), body.pid ? eq(judge.pid, body.pid) : undefined, inArray(judge.status, [...statuses]));
  const rows: Submission[] = await ctx.db.select(sideColumns).from(judge).where(where).orderBy(desc(judge.submitId));
  // Newest first: the first row of a (problem, user) is the one kept.
  const byProblem = new Map<number, Map<string, Submission>>();
  for (const r of rows) {
    let users = byProblem.get(r.pid);
    if (!users) byProblem.set(r.pid, (users = new Map()));
    if (!users.has(r.uid)) users.set(r.uid, r);
  }
  const threshold = body.threshold ?? PLAGIARISM_LIMITS.defaultThreshold;
  const pairs: PlagiarismPairVO[] = [];
  let checked = 0;
  for (const users of byProblem.values()) {
    const subs = new Map([...users.values()].map((s) => [s.submitId, s]));
    checked += subs.size;
    const docs = [...subs.values()].map((s) => ({ id: s.submitId, code: s.code, language: s.language }));
    for (const p of checkCorpus(docs, { threshold })) {
      pairs.push({ a: side(subs.get(p.a)!), b: side(subs.get(p.b)!), similarity: p.similarity });
    }
  }
  pairs.sort((x, y) => y.similarity - x.similarity || x.a.submitId - y.a.submitId || x.b.submitId - y.b.submitId);
  return {
    checked,
    problems: byProblem.size,
    pairs: pairs.slice(0, PLAGIARISM_LIMITS.maxPairs),
    truncated: pairs.length > PLAGIARISM_LIMITS.maxPairs,
    tookMs: Math.round(performance.now() - started),
  };
}

/** GET /api/admin/plagiarism/pair: two submissions side by side with their matching line ranges. */
export async function comparePairOf(ctx: AppContext, user: AuthUser, a: number, b: number): Promise<PlagiarismCompareVO> {
  const rows: Submission[] = await ctx.db
    .select(sideColumns)
    .from(judge)
    .where(inArray(judge.submitId, [a, b]));
  const first = rows.find((r) => r.submitId === a);
  const second = rows.find((r) => r.submitId === b);
  if (!first || !second) throw notFound(PLAGIARISM_MSG.missing);
  if (first.cid !== second.cid) throw fail(PLAGIARISM_MSG.mixed);
  await assertMayCompare(ctx, user, first.cid);
  const { similarity, regions } = comparePair(first, second);
  return { a: { ...side(first), code: first.code }, b: { ...side(second), code: second.code }, similarity, regions };
}
