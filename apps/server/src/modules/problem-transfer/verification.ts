import { and, asc, eq, inArray } from 'drizzle-orm';
import { JudgeStatus, type KattisExpected, type VerificationReport } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { judge, judgeCase, problemVerification } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { manageableProblem } from '../problem-admin/access.ts';
import { queueSubmission } from '../submission/submit.ts';
import type { KattisSubmission } from './kattis-package.ts';
import { decidingStatus, isJudged, verdictMatches } from './verification-rules.ts';

/**
 * Package verification: the reference submissions of an imported package are judged like any
 * submission and compared with the verdict their folder names, the way contest systems check a
 * package before a contest.
 *
 * They are ordinary practice submissions of the importing admin: they show in the status list,
 * count in the problem's and the admin's submission numbers, and an accepted one adds the problem
 * to the admin's solved list, exactly as if the admin had submitted the file by hand, and no more
 * (no contest, no training, no rank list of anyone else). Nothing hides them: a verification that
 * the site cannot see would be a second judging path.
 */

/**
 * The step the import runs inside its transaction once the problem is written: the package's
 * earlier report (a replaced problem) is dropped, each reference submission is queued as the
 * importer's and recorded for the report. The caller wakes the judge hosts after the commit.
 */
export function queueReferenceSubmissions(user: AuthUser, submissions: readonly KattisSubmission[], ip: string) {
  return async (tx: DbLike, stored: { pid: number; problemId: string }): Promise<void> => {
    await tx.delete(problemVerification).where(eq(problemVerification.pid, stored.pid));
    for (const s of submissions) {
      const sub = await queueSubmission(tx, { ...stored, user, code: s.code, language: s.language, ip });
      await tx.insert(problemVerification).values({
        pid: stored.pid,
        file: s.file,
        expected: s.expected,
        expectedScore: s.expectedScore,
        submitId: sub.submitId,
      });
    }
  };
}

/** GET /api/admin/problem/verification: each reference submission with its expected and actual verdict. */
export async function verificationReport(ctx: AppContext, user: AuthUser, pid: number): Promise<VerificationReport> {
  await manageableProblem(ctx, user, pid);
  const rows = await ctx.db
    .select({
      file: problemVerification.file,
      expected: problemVerification.expected,
      expectedScore: problemVerification.expectedScore,
      submitId: problemVerification.submitId,
      language: judge.language,
      status: judge.status,
      score: judge.score,
    })
    .from(problemVerification)
    // A reference submission deleted since shows as Not Submitted, and does not match.
    .leftJoin(judge, eq(judge.submitId, problemVerification.submitId))
    .where(eq(problemVerification.pid, pid))
    .orderBy(asc(problemVerification.id));

  const judged = rows.filter((r) => r.status !== null && isJudged(r.status)).map((r) => r.submitId);
  const cases =
    judged.length === 0
      ? []
      : await ctx.db
          .select({ submitId: judgeCase.submitId, seq: judgeCase.seq, status: judgeCase.status })
          .from(judgeCase)
          .where(and(inArray(judgeCase.submitId, judged), eq(judgeCase.pid, pid)));

  const results = rows.map((r) => {
    const expected = r.expected as KattisExpected;
    if (r.status === null) {
      return {
        file: r.file,
        language: null,
        expected,
        expectedScore: r.expectedScore,
        submitId: r.submitId,
        status: JudgeStatus.NOT_SUBMITTED,
        score: null,
        match: false,
      };
    }
    const status = decidingStatus(
      r.status,
      cases.filter((c) => c.submitId === r.submitId),
    );
    return {
      file: r.file,
      language: r.language,
      expected,
      expectedScore: r.expectedScore,
      submitId: r.submitId,
      status,
      score: r.score,
      match: verdictMatches(expected, r.expectedScore, status, r.score),
    };
  });
  return { pid, done: results.every((r) => r.match !== null), results };
}
