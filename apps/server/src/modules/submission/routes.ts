import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { sendKept } from '../../http/read-cache.ts';
import { cancelJudge, manualJudge, rejudge } from './admin-judge.ts';
import { resubmit } from './resubmit.ts';
import { isBankList, submissionList } from './list.ts';
import { submit, submitTest, takeTestResult } from './submit.ts';
import { caseResults, checkStatuses, lastAcCode, readerKey, setShare, submissionDetail, viewerKey } from './view.ts';

/** Submission calls (hoj-api §5) and the super admin's judging actions. */
export async function submissionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.submitProblemJudge, async ({ body, request }) => ok(await submit(ctx, currentUser(request), body, request.ip)));

  route(app, endpoints.submitTestJudge, async ({ body, request }) => ok(await submitTest(ctx, currentUser(request), body)));

  route(app, endpoints.testJudgeResult, async ({ query, request }) => {
    const { testJudgeKey } = query;
    return ok(await takeTestResult(ctx, currentUser(request), testJudgeKey));
  });

  // The bank's list is kept per query and per what the viewer may see; a contest's or a group's is read each time.
  rawRoute(app, endpoints.submissionList, async ({ query, request, reply }) => {
    if (!isBankList(query)) return ok(await submissionList(ctx, request.user, query));
    const mine = query.onlyMine ? (request.user?.uid ?? '') : '';
    const key = `submission-list:${viewerKey(request.user)}:${mine}:${JSON.stringify(query)}`;
    return sendKept(ctx, reply, key, () => submissionList(ctx, request.user, query));
  });

  // Kept per reader: a page waiting for a verdict polls it, and a host's result (a write) drops it.
  rawRoute(app, endpoints.submissionDetail, async ({ query, request, reply }) => {
    const { submitId } = query;
    return sendKept(ctx, reply, `submission-detail:${submitId}:${readerKey(request.user)}`, () =>
      submissionDetail(ctx, submitId, request.user),
    );
  });

  route(app, endpoints.allCaseResult, async ({ query, request }) => {
    const { submitId } = query;
    return ok(await caseResults(ctx, submitId, request.user));
  });

  route(app, endpoints.checkSubmissionsStatus, async ({ body, request }) => {
    const { submitIds } = body;
    return ok(await checkStatuses(ctx, submitIds, request.user));
  });

  route(app, endpoints.submission, async ({ body, request }) => {
    const { submitId, share } = body;
    await setShare(ctx, currentUser(request), submitId, share);
    return ok(null);
  });

  route(app, endpoints.lastAcCode, async ({ query, request }) => {
    const { pid, cid } = query;
    return ok(await lastAcCode(ctx, currentUser(request), pid, cid ?? 0));
  });

  route(app, endpoints.resubmit, async ({ query, request }) =>
    ok(await resubmit(ctx, currentUser(request), query.submitId), 'Resubmitted Successfully'),
  );

  route(app, endpoints.adminRejudge, async ({ query }) => ok(await rejudge(ctx, query.submitId)));

  route(app, endpoints.adminManualJudge, async ({ query, request }) => ok(await manualJudge(ctx, currentUser(request), query)));

  route(app, endpoints.adminCancelJudge, async ({ query, request }) => ok(await cancelJudge(ctx, currentUser(request), query.submitId)));
}
