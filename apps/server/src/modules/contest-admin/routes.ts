import type { FastifyInstance } from 'fastify';
import {
  API,
  CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  CONTEST_LIST_PAGE_SIZE,
  Permission,
  ProblemAuth,
  acSubmissionDownloadQuery,
  addContestProblemFromPublicBody,
  adminContestBody,
  adminContestListQuery,
  adminContestProblemListQuery,
  changeContestVisibleQuery,
  cidQuery,
  clampPage,
  contestAnnouncementBody,
  contestAnnouncementDeleteQuery,
  contestAnnouncementQuery,
  contestProblemBody,
  contestProblemKeyQuery,
  problemDTO,
  problemPidQuery,
  rejudgeContestProblemQuery,
  removeContestProblemQuery,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { toAdminContestVO } from '../contest/access.ts';
import { ADMIN_ROLES, MANAGER_ROLES, manageableProblem } from '../problem-admin/access.ts';
import { createProblem, updateProblem } from '../problem-admin/save.ts';
import { toProblem } from '../problem-admin/vo.ts';
import { acSubmissionZip } from './ac-download.ts';
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
  const admins = { config: { roles: ADMIN_ROLES } };
  const managers = { config: { roles: MANAGER_ROLES } };
  const superAdmin = { config: { roles: ['root'] } };

  app.get(API.adminContestList, admins, async (request) => {
    const q = parse(adminContestListQuery, request.query);
    const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_LIST_PAGE_SIZE);
    return ok(await adminContestList(ctx, q.keyword, current, size));
  });

  app.get(API.adminContest, admins, async (request) => {
    const { cid } = parse(cidQuery, request.query);
    return ok(toAdminContestVO(await administeredContest(ctx, currentUser(request), cid)));
  });

  app.post(API.adminContest, admins, async (request) => {
    const body = parse(adminContestBody, request.body);
    return ok(await createContest(ctx, currentUser(request), body), 'Create Successfully');
  });

  app.put(API.adminContest, admins, async (request) => {
    const body = parse(adminContestBody, request.body);
    await updateContest(ctx, currentUser(request), body);
    return ok(null, 'Update Successfully');
  });

  app.delete(API.adminContest, superAdmin, async (request) => {
    const { cid } = parse(cidQuery, request.query);
    await deleteContest(ctx, currentUser(request), cid);
    return ok(null, 'Delete successfully');
  });

  app.put(API.adminChangeContestVisible, admins, async (request) => {
    const { cid, visible } = parse(changeContestVisibleQuery, request.query);
    await changeContestVisible(ctx, currentUser(request), cid, visible);
    return ok(null, 'Update Successfully');
  });

  app.get(API.adminContestProblemList, admins, async (request) => {
    const q = parse(adminContestProblemListQuery, request.query);
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, q.cid);
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await contestProblemList(ctx, user, c, q, current, size));
  });

  app.post(API.adminAddContestProblemFromPublic, admins, async (request) => {
    const body = parse(addContestProblemFromPublicBody, request.body);
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, body.cid);
    await linkProblem(ctx, user, c, { pid: body.pid, displayId: body.displayId });
    return ok(null, 'Add Successfully');
  });

  // The problem itself, edited from a contest: the problem admin's rules, made contest-only when new.
  app.get(API.adminContestProblemOfBank, admins, async (request) => {
    const { pid } = parse(problemPidQuery, request.query);
    return ok(toProblem(await manageableProblem(ctx, currentUser(request), pid)));
  });

  app.post(API.adminContestProblemOfBank, admins, async (request) => {
    const save = parse(problemDTO, request.body);
    const created = await createProblem(ctx, currentUser(request), { ...save, problem: { ...save.problem, auth: ProblemAuth.CONTEST } });
    return ok({ pid: created.pid }, 'Create Successfully');
  });

  app.put(API.adminContestProblemOfBank, admins, async (request) => {
    await updateProblem(ctx, currentUser(request), parse(problemDTO, request.body));
    return ok(null, 'Update Successfully');
  });

  // Root and problem admins manage every problem, so they may take one out of any contest.
  app.delete(API.adminContestProblemOfBank, managers, async (request) => {
    const { pid, cid } = parse(removeContestProblemQuery, request.query);
    if (cid === undefined) await deleteBankProblem(ctx, pid);
    else await removeFromContest(ctx, cid, pid);
    return ok(null, 'Delete successfully');
  });

  app.get(API.adminContestProblem, admins, async (request) => {
    const { cid, pid } = parse(contestProblemKeyQuery, request.query);
    const c = await administeredContest(ctx, currentUser(request), cid);
    return ok(await getContestProblem(ctx, c, pid));
  });

  app.put(API.adminContestProblem, admins, async (request) => {
    const body = parse(contestProblemBody, request.body);
    const user = currentUser(request);
    const c = await administeredContest(ctx, user, body.cid);
    return ok(await saveContestProblem(ctx, user, c, body), 'Update Successfully');
  });

  app.get(API.adminContestAnnouncement, admins, async (request) => {
    const q = parse(contestAnnouncementQuery, request.query);
    const c = await administeredContest(ctx, currentUser(request), q.cid);
    const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_ANNOUNCEMENT_PAGE_SIZE);
    // The back office lists hidden announcements too.
    return ok(await announcementPage(ctx, c.id, false, current, size));
  });

  app.post(API.adminContestAnnouncement, admins, async (request) => {
    const { cid, announcement } = parse(contestAnnouncementBody, request.body);
    const user = currentUser(request);
    await addAnnouncement(ctx, user, await administeredContest(ctx, user, cid), announcement);
    return ok(null, 'Create Successfully');
  });

  app.put(API.adminContestAnnouncement, admins, async (request) => {
    const { cid, announcement } = parse(contestAnnouncementBody, request.body);
    await updateAnnouncement(ctx, currentUser(request), cid, announcement);
    return ok(null, 'Update Successfully');
  });

  app.delete(API.adminContestAnnouncement, admins, async (request) => {
    const { aid, cid } = parse(contestAnnouncementDeleteQuery, request.query);
    await deleteAnnouncement(ctx, currentUser(request), aid, cid);
    return ok(null, 'Delete successfully');
  });

  app.get(API.adminRejudgeContestProblem, { config: { roles: ['root'], permission: Permission.REJUDGE } }, async (request) => {
    const { cid, pid } = parse(rejudgeContestProblemQuery, request.query);
    await rejudgeContestProblem(ctx, cid, pid);
    return ok(null, 'Rejudge successfully');
  });

  // Any signed-in user may ask; only the contest's creator or a super admin gets the zip.
  app.get(API.downloadContestAcSubmission, { config: { auth: 'login' } }, async (request, reply) => {
    const q = parse(acSubmissionDownloadQuery, request.query);
    const c = await administeredContest(ctx, currentUser(request), q.cid);
    const { filename, stream } = await acSubmissionZip(ctx, c, { excludeAdmin: q.excludeAdmin ?? false, splitType: q.splitType });
    return reply
      .header('Content-Type', 'application/x-download')
      .header('Content-Disposition', `attachment;filename=${filename}`)
      .send(stream);
  });
}
