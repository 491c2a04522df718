import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  Permission,
  checkStatusRequest,
  lastAcCodeQuery,
  manualJudgeQuery,
  shareRequest,
  submissionListQuery,
  submitIdQuery,
  submitRequest,
  testJudgeRequest,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { listHosts } from '../judgehost/hosts.ts';
import { cancelJudge, manualJudge, rejudge } from './admin-judge.ts';
import { submissionList } from './list.ts';
import { submit, submitTest, takeTestResult } from './submit.ts';
import { caseResults, checkStatuses, lastAcCode, setShare, submissionDetail } from './view.ts';

const testKeyQuery = z.object({ testJudgeKey: z.string().trim().min(1, 'The test key is required').max(64) });

/** Submission calls (hoj-api §5) and the super admin's judging actions. */
export async function submissionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const submitter = { config: { permission: Permission.SUBMIT } };
  const superAdmin = { config: { roles: ['root'], permission: Permission.REJUDGE } };

  app.post(API.submitProblemJudge, submitter, async (request) =>
    ok(await submit(ctx, currentUser(request), parse(submitRequest, request.body), request.ip)),
  );

  app.post(API.submitTestJudge, submitter, async (request) =>
    ok(await submitTest(ctx, currentUser(request), parse(testJudgeRequest, request.body))),
  );

  app.get(API.testJudgeResult, { config: { auth: 'login' } }, async (request) => {
    const { testJudgeKey } = parse(testKeyQuery, request.query);
    return ok(await takeTestResult(ctx, currentUser(request), testJudgeKey));
  });

  app.get(API.submissionList, { config: { auth: 'anon' } }, async (request) =>
    ok(await submissionList(ctx, request.user, parse(submissionListQuery, request.query))),
  );

  app.get(API.submissionDetail, { config: { auth: 'anon' } }, async (request) => {
    const { submitId } = parse(submitIdQuery, request.query);
    return ok(await submissionDetail(ctx, submitId, request.user));
  });

  app.get(API.allCaseResult, { config: { auth: 'anon' } }, async (request) => {
    const { submitId } = parse(submitIdQuery, request.query);
    return ok(await caseResults(ctx, submitId, request.user));
  });

  app.post(API.checkSubmissionsStatus, { config: { auth: 'anon' } }, async (request) => {
    const { submitIds } = parse(checkStatusRequest, request.body);
    return ok(await checkStatuses(ctx, submitIds, request.user));
  });

  app.put(API.submission, { config: { auth: 'login' } }, async (request) => {
    const { submitId, share } = parse(shareRequest, request.body);
    await setShare(ctx, currentUser(request), submitId, share);
    return ok(null);
  });

  app.get(API.lastAcCode, { config: { auth: 'login' } }, async (request) => {
    const { pid, cid } = parse(lastAcCodeQuery, request.query);
    return ok(await lastAcCode(ctx, currentUser(request), pid, cid ?? 0));
  });

  app.get(API.adminRejudge, superAdmin, async (request) => ok(await rejudge(ctx, parse(submitIdQuery, request.query).submitId)));

  app.get(API.adminManualJudge, superAdmin, async (request) =>
    ok(await manualJudge(ctx, currentUser(request), parse(manualJudgeQuery, request.query))),
  );

  app.get(API.adminCancelJudge, superAdmin, async (request) =>
    ok(await cancelJudge(ctx, currentUser(request), parse(submitIdQuery, request.query).submitId)),
  );

  app.get(API.adminJudgeServiceInfo, { config: { roles: ['root', 'admin', 'problem_admin'] } }, async () => ok(await listHosts(ctx.db)));
}
