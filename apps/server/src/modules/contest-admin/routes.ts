import type { FastifyInstance } from 'fastify';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE, CONTEST_LIST_PAGE_SIZE, ProblemAuth, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { importRemoteProblem } from '../remote-judge/import.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { toAdminContestVO } from '../contest/access.ts';
import { toProblem } from '../problem/vo.ts';
import { manageableProblem } from '../problem-admin/access.ts';
import { createProblem, updateProblem } from '../problem-admin/save.ts';
import { acSubmissionZip } from './ac-download.ts';
import { cloneContest } from './clone.ts';
import { announcementPage } from '../contest/announcements.ts';
import { addAnnouncement, deleteAnnouncement, updateAnnouncement } from './announcements.ts';
import { adminContestList, changeContestVisible, createContest, deleteContest, updateContest } from './contests.ts';
import { administeredContest } from './guard.ts';
import {
  contestProblemList,
  deleteBankProblem,
  getContestProblem,
  linkProblem,
  removeFromContest,
  saveContestProblem,
} from './problems.ts';
import { rejudgeContestProblem } from './rejudge.ts';

/**
 * The back office's contest calls (hoj-api §13.5), the contest's code download (§12) and the
 * contest problem rejudge (§5). Every call that touches one contest checks that the caller is its
 * creator or a super admin.
 */
export async function contestAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminContestList, async ({ query: q }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_LIST_PAGE_SIZE);
    return ok(await adminContestList(ctx, q.keyword, current, size));
  });

  route(app, endpoints.adminContest, async ({ query, request }) => {
    const { cid } = query;
    return ok(toAdminContestVO(await administeredContest(ctx, currentUser(request), cid)));
  });

  route(app, endpoints.adminContestCreate, async ({ body, request }) => {
    return ok(await createContest(ctx, currentUser(request), body), 'Create Successfully');
  });

  route(app, endpoints.adminContestUpdate, async ({ body, request }) => {
    await updateContest(ctx, currentUser(request), body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminContestDelete, async ({ query, request }) => {
    const { cid } = query;
    await deleteContest(ctx, currentUser(request), cid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminCloneContest, async ({ query, request }) => {
    const { cid } = query;
    return ok(await cloneContest(ctx, currentUser(request), cid), 'Clone successfully');
  });

  route(app, endpoints.adminChangeContestVisible, async ({ query, request }) => {
    const { cid, visible } = query;
    await changeContestVisible(ctx, currentUser(request), cid, visible);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminContestProblemList, async ({ query: q, request }) => {
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, q.cid);
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await contestProblemList(ctx, user, c, q, current, size));
  });

  route(app, endpoints.adminAddContestProblemFromPublic, async ({ body, request }) => {
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, body.cid);
    await linkProblem(ctx, user, c, { pid: body.pid, displayId: body.displayId });
    return ok(null, 'Add Successfully');
  });

  route(app, endpoints.adminImportRemoteContestProblem, async ({ query, request }) => {
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, query.cid);
    const imported = await importRemoteProblem(ctx, user, query.name, query.problemId);
    await linkProblem(ctx, user, c, { pid: imported.pid, displayId: query.displayId });
    return ok(null, 'Import Successfully');
  });

  // The problem itself, edited from a contest: the problem admin's rules, made contest-only when new.
  route(app, endpoints.adminContestProblemOfBank, async ({ query, request }) => {
    const { pid } = query;
    return ok(toProblem(await manageableProblem(ctx, currentUser(request), pid)));
  });

  route(app, endpoints.adminContestProblemOfBankCreate, async ({ body: save, request }) => {
    const created = await createProblem(ctx, currentUser(request), { ...save, problem: { ...save.problem, auth: ProblemAuth.CONTEST } });
    return ok({ pid: created.pid }, 'Create Successfully');
  });

  route(app, endpoints.adminContestProblemOfBankUpdate, async ({ body, request }) => {
    await updateProblem(ctx, currentUser(request), body);
    return ok(null, 'Update Successfully');
  });

  // Root and problem admins manage every problem, so they may take one out of any contest.
  route(app, endpoints.adminContestProblemOfBankDelete, async ({ query }) => {
    const { pid, cid } = query;
    if (cid === undefined) await deleteBankProblem(ctx, pid);
    else await removeFromContest(ctx, cid, pid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminContestProblem, async ({ query, request }) => {
    const { cid, pid } = query;
    const c = await administeredContest(ctx, currentUser(request), cid);
    return ok(await getContestProblem(ctx, c, pid));
  });

  route(app, endpoints.adminContestProblemUpdate, async ({ body, request }) => {
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, body.cid);
    return ok(await saveContestProblem(ctx, user, c, body), 'Update Successfully');
  });

  route(app, endpoints.adminContestAnnouncement, async ({ query: q, request }) => {
    const c = await administeredContest(ctx, currentUser(request), q.cid);
    const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_ANNOUNCEMENT_PAGE_SIZE);
    // The back office lists hidden announcements too.
    return ok(await announcementPage(ctx, c.id, false, current, size));
  });

  route(app, endpoints.adminContestAnnouncementCreate, async ({ body, request }) => {
    const { cid, announcement } = body;
    const user = currentUser(request);
    await addAnnouncement(ctx, user, await administeredContest(ctx, user, cid), announcement);
    return ok(null, 'Create Successfully');
  });

  route(app, endpoints.adminContestAnnouncementUpdate, async ({ body, request }) => {
    const { cid, announcement } = body;
    await updateAnnouncement(ctx, currentUser(request), cid, announcement);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminContestAnnouncementDelete, async ({ query, request }) => {
    const { aid, cid } = query;
    await deleteAnnouncement(ctx, currentUser(request), aid, cid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminRejudgeContestProblem, async ({ query }) => {
    const { cid, pid } = query;
    await rejudgeContestProblem(ctx, cid, pid);
    return ok(null, 'Rejudge successfully');
  });

  // Any signed-in user may ask; only the contest's creator or a super admin gets the zip.
  rawRoute(app, endpoints.downloadContestAcSubmission, async ({ query: q, request, reply }) => {
    const c = await administeredContest(ctx, currentUser(request), q.cid);
    const { filename, stream } = await acSubmissionZip(ctx, c, { excludeAdmin: q.excludeAdmin ?? false, splitType: q.splitType });
    return reply
      .header('Content-Type', 'application/x-download')
      .header('Content-Disposition', `attachment;filename=${filename}`)
      .send(stream);
  });
}
