import type { FastifyInstance } from 'fastify';
import { ADMIN_TRAINING_PAGE_SIZE, TRAINING_LIST_PAGE_SIZE, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { importRemoteProblem } from '../remote-judge/import.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { adminSeat, memberSeat } from '../group/access.ts';
import { adminTrainingProblems, removeTrainingProblem, setTrainingProblemRank } from '../training/admin-problems.ts';
import {
  adminTraining,
  adminTrainingList,
  changeTrainingStatus,
  createTraining,
  deleteTraining,
  updateTraining,
} from '../training/admin.ts';
import { trainingList } from '../training/trainings.ts';
import { groupManagedTraining } from './access.ts';
import { addGroupProblem, addPublicProblem } from './problems.ts';

/**
 * A group's trainings (hoj-api §11, under /api/group), checked through the group's access
 * (modules/group/access.ts): the lists by level (member, admin), every call naming one training by
 * Root* (`groupManagedTraining`). The work itself is the training area's, given the group.
 */
export async function groupTrainingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.groupTrainingList, async ({ query: q, request }) => {
    const user = currentUser(request);
    await memberSeat(ctx, q.gid, user);
    const { current, size } = clampPage(q.currentPage, q.limit, TRAINING_LIST_PAGE_SIZE);
    return ok(await trainingList(ctx, user, { currentPage: current, limit: size }, q.gid));
  });

  route(app, endpoints.groupAdminTrainingList, async ({ query: q, request }) => {
    await adminSeat(ctx, q.gid, currentUser(request));
    const { current, size } = clampPage(q.currentPage, q.limit, ADMIN_TRAINING_PAGE_SIZE);
    return ok(await adminTrainingList(ctx, undefined, current, size, q.gid));
  });

  route(app, endpoints.groupTraining, async ({ query, request }) =>
    ok(await adminTraining(ctx, currentUser(request), query.tid, groupManagedTraining)),
  );

  route(app, endpoints.groupTrainingCreate, async ({ body, request }) => {
    const gid = body.training.gid;
    if (!gid) throw badRequest('The group id is required');
    const user = currentUser(request);
    await adminSeat(ctx, gid, user);
    return ok(await createTraining(ctx, user, body, gid), 'Create Successfully');
  });

  route(app, endpoints.groupTrainingUpdate, async ({ body, request }) => {
    await updateTraining(ctx, currentUser(request), body, groupManagedTraining);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.groupTrainingDelete, async ({ query, request }) => {
    const t = await groupManagedTraining(ctx, currentUser(request), query.tid);
    await deleteTraining(ctx, t.id, t.gid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.groupChangeTrainingStatus, async ({ query, request }) => {
    await changeTrainingStatus(ctx, currentUser(request), query.tid, query.status, groupManagedTraining);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.groupTrainingProblemList, async ({ query: q, request }) => {
    const t = await groupManagedTraining(ctx, currentUser(request), q.tid);
    const { current, size } = clampPage(q.currentPage, q.limit, ADMIN_TRAINING_PAGE_SIZE);
    return ok(await adminTrainingProblems(ctx, t, q, current, size));
  });

  route(app, endpoints.groupTrainingProblemUpdate, async ({ body, request }) => {
    const t = await groupManagedTraining(ctx, currentUser(request), body.tid);
    await setTrainingProblemRank(ctx, t, body.pid, body.rank);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.groupTrainingProblemDelete, async ({ query, request }) => {
    const t = await groupManagedTraining(ctx, currentUser(request), query.tid);
    await removeTrainingProblem(ctx, t, query.pid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.groupAddTrainingProblemFromPublic, async ({ body, request }) => {
    await addPublicProblem(ctx, await groupManagedTraining(ctx, currentUser(request), body.tid), body.pid);
    return ok(null, 'Add Successfully');
  });

  route(app, endpoints.groupImportTrainingRemoteProblem, async ({ query, request }) => {
    const user = currentUser(request);
    const t = await groupManagedTraining(ctx, user, query.tid);
    const imported = await importRemoteProblem(ctx, user, query.name, query.problemId);
    await addPublicProblem(ctx, t, imported.pid);
    return ok(null, 'Import Successfully');
  });

  route(app, endpoints.groupAddTrainingProblemFromGroup, async ({ query, request }) => {
    await addGroupProblem(ctx, await groupManagedTraining(ctx, currentUser(request), query.tid), query.problemId);
    return ok(null, 'Add Successfully');
  });
}
