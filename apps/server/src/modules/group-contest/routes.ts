import type { FastifyInstance } from 'fastify';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE, CONTEST_LIST_PAGE_SIZE, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { importRemoteProblem } from '../remote-judge/import.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { toAdminContestVO } from '../contest/access.ts';
import { announcementPage } from '../contest/announcements.ts';
import { contestList } from '../contest/contests.ts';
import { addAnnouncement, deleteAnnouncement, updateAnnouncement } from '../contest-admin/announcements.ts';
import { adminContestList, changeContestVisible, createContest, deleteContest, updateContest } from '../contest-admin/contests.ts';
import { contestProblemList, getContestProblem, linkProblem, removeFromContest, saveContestProblem } from '../contest-admin/problems.ts';
import { adminSeat, memberSeat } from '../group/access.ts';
import { groupProblemPid } from './group-problem.ts';
import { groupContestGuard as guard } from './guard.ts';

/**
 * A group's contests (hoj-api §11, under /api/group): the back office's saves (modules/contest-admin)
 * run with the group's guard. Members list the visible contests, group admins list all and create;
 * every call on an existing contest is for the group root or the contest's creator (Root*). The
 * contest itself is taken on the contest pages, which admit the group's members only.
 */
export async function groupContestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.groupContestList, async ({ query: q, user }) => {
    const seat = await memberSeat(ctx, q.gid, user);
    return ok(await contestList(ctx, { currentPage: q.currentPage, limit: q.limit }, seat.group.id));
  });

  route(app, endpoints.groupAdminContestList, async ({ query: q, user }) => {
    const seat = await adminSeat(ctx, q.gid, user);
    const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_LIST_PAGE_SIZE);
    return ok(await adminContestList(ctx, undefined, current, size, seat.group.id));
  });

  route(app, endpoints.groupContest, async ({ query, user }) => ok(toAdminContestVO(await guard(ctx, user, query.cid))));

  route(app, endpoints.groupContestCreate, async ({ body, user }) => {
    const seat = await adminSeat(ctx, body.gid, user);
    return ok(await createContest(ctx, user, body, seat.group.id), 'Create Successfully');
  });

  route(app, endpoints.groupContestUpdate, async ({ body, user }) => {
    await updateContest(ctx, user, body, guard);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.groupContestDelete, async ({ query, user }) => {
    await deleteContest(ctx, user, query.cid, guard);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.groupChangeContestVisible, async ({ query, user }) => {
    await changeContestVisible(ctx, user, query.cid, query.visible, guard);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.groupContestProblemList, async ({ query: q, user }) => {
    const c = await guard(ctx, user, q.cid);
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await contestProblemList(ctx, user, c, q, current, size));
  });

  route(app, endpoints.groupContestProblem, async ({ query, user }) => {
    const c = await guard(ctx, user, query.cid);
    return ok(await getContestProblem(ctx, c, query.pid));
  });

  route(app, endpoints.groupContestProblemUpdate, async ({ body, user }) => {
    const c = await guard(ctx, user, body.cid);
    return ok(await saveContestProblem(ctx, user, c, body), 'Update Successfully');
  });

  route(app, endpoints.groupContestProblemDelete, async ({ query, user }) => {
    const c = await guard(ctx, user, query.cid);
    await removeFromContest(ctx, c.id, query.pid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.groupAddContestProblemFromPublic, async ({ body, user }) => {
    const c = await guard(ctx, user, body.cid);
    await linkProblem(ctx, user, c, { pid: body.pid, displayId: body.displayId });
    return ok(null, 'Add Successfully');
  });

  route(app, endpoints.groupImportContestRemoteProblem, async ({ query, user }) => {
    const c = await guard(ctx, user, query.cid);
    const imported = await importRemoteProblem(ctx, user, query.name, query.problemId);
    await linkProblem(ctx, user, c, { pid: imported.pid, displayId: query.displayId });
    return ok(null, 'Import Successfully');
  });

  route(app, endpoints.groupAddContestProblemFromGroup, async ({ query, user }) => {
    const c = await guard(ctx, user, query.cid);
    const pid = await groupProblemPid(ctx, c, query.problemId);
    await linkProblem(ctx, user, c, { pid, displayId: query.displayId });
    return ok(null, 'Add Successfully');
  });

  route(app, endpoints.groupContestAnnouncementList, async ({ query: q, user }) => {
    const c = await guard(ctx, user, q.cid);
    const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_ANNOUNCEMENT_PAGE_SIZE);
    // The contest's admins list hidden announcements too.
    return ok(await announcementPage(ctx, c.id, false, current, size));
  });

  route(app, endpoints.groupContestAnnouncementCreate, async ({ body, user }) => {
    await addAnnouncement(ctx, user, await guard(ctx, user, body.cid), body.announcement);
    return ok(null, 'Create Successfully');
  });

  route(app, endpoints.groupContestAnnouncementUpdate, async ({ body, user }) => {
    await updateAnnouncement(ctx, user, body.cid, body.announcement, guard);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.groupContestAnnouncementDelete, async ({ query, user }) => {
    await deleteAnnouncement(ctx, user, query.aid, query.cid, guard);
    return ok(null, 'Delete successfully');
  });
}
