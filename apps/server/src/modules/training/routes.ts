import type { FastifyInstance } from 'fastify';
import { ADMIN_TRAINING_PAGE_SIZE, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { importRemoteProblem } from '../remote-judge/import.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { forbidden, ok } from '../../http/envelope.ts';
import { deleteProblem } from '../problem-admin/remove.ts';
import { managesAllProblems } from '../problem/visibility.ts';
import { enteredTraining, isTrainingAdmin } from './access.ts';
import {
  TRAINING_PROBLEM_MSG,
  addTrainingProblem,
  adminTrainingProblems,
  removeTrainingProblem,
  setTrainingProblemRank,
} from './admin-problems.ts';
import {
  adminTraining,
  adminTrainingList,
  administeredTraining,
  changeTrainingStatus,
  createTraining,
  deleteTraining,
  updateTraining,
} from './admin.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.ts';
import { trainingProblemList } from './problems.ts';
import { readTrainingRank } from './rank/index.ts';
import { trainingScope } from './scope.ts';
import { REGISTER_MSG, registerTraining, trainingAccess, trainingCategories, trainingDetail, trainingList } from './trainings.ts';

/** The training calls (hoj-api §7), the back office's (§13.3 categories, §13.6), and the training scope of the problem and submission calls. */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.scopes.register(trainingScope);

  route(app, endpoints.trainingCategory, async () => ok(await trainingCategories(ctx.db)));
  route(app, endpoints.trainingList, async ({ query, request }) => ok(await trainingList(ctx, request.user, query)));
  route(app, endpoints.trainingDetail, async ({ query, request }) => ok(await trainingDetail(ctx, currentUser(request), query.tid)));
  route(app, endpoints.trainingAccess, async ({ query, request }) => ok(await trainingAccess(ctx, currentUser(request), query.tid)));

  route(app, endpoints.registerTraining, async ({ body, request }) => {
    await registerTraining(ctx, currentUser(request), body.tid, body.password);
    return ok(null, REGISTER_MSG.done);
  });

  route(app, endpoints.trainingProblemList, async ({ query, request }) =>
    ok(await trainingProblemList(ctx, currentUser(request), query.tid)),
  );

  route(app, endpoints.trainingRank, async ({ query: q, request }) => {
    const user = currentUser(request);
    const t = await enteredTraining(ctx, q.tid, user);
    return ok(await readTrainingRank(ctx, t, { ...q, showRealName: isTrainingAdmin(t, user) }));
  });

  // ---------------------------------------------------------------- back office

  route(app, endpoints.adminTrainingList, async ({ query: q }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, ADMIN_TRAINING_PAGE_SIZE);
    return ok(await adminTrainingList(ctx, q.keyword, current, size));
  });

  route(app, endpoints.adminTraining, async ({ query, request }) => ok(await adminTraining(ctx, currentUser(request), query.tid)));

  route(app, endpoints.adminTrainingCreate, async ({ body, request }) =>
    ok(await createTraining(ctx, currentUser(request), body), 'Create Successfully'),
  );

  route(app, endpoints.adminTrainingUpdate, async ({ body, request }) => {
    await updateTraining(ctx, currentUser(request), body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminTrainingDelete, async ({ query }) => {
    await deleteTraining(ctx, query.tid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminChangeTrainingStatus, async ({ query, request }) => {
    await changeTrainingStatus(ctx, currentUser(request), query.tid, query.status);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminTrainingProblemList, async ({ query: q, request }) => {
    const t = await administeredTraining(ctx, currentUser(request), q.tid);
    const { current, size } = clampPage(q.currentPage, q.limit, ADMIN_TRAINING_PAGE_SIZE);
    return ok(await adminTrainingProblems(ctx, t, q, current, size));
  });

  route(app, endpoints.adminTrainingProblemUpdate, async ({ body, request }) => {
    const t = await administeredTraining(ctx, currentUser(request), body.tid);
    await setTrainingProblemRank(ctx, t, body.pid, body.rank);
    return ok(null, 'Update Successfully');
  });

  // With a tid the problem leaves that training; without one the problem itself is deleted (managers only).
  route(app, endpoints.adminTrainingProblemDelete, async ({ query, request }) => {
    const user = currentUser(request);
    if (query.tid === undefined) {
      if (!managesAllProblems(user)) throw forbidden(TRAINING_PROBLEM_MSG.onlyManagers);
      await deleteProblem(ctx, query.pid);
    } else {
      await removeTrainingProblem(ctx, await administeredTraining(ctx, user, query.tid), query.pid);
    }
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminAddTrainingProblemFromPublic, async ({ body, request }) => {
    const user = currentUser(request);
    await addTrainingProblem(ctx, user, await administeredTraining(ctx, user, body.tid), body.pid);
    return ok(null, 'Add Successfully');
  });

  // The remote problem is imported into the bank (or found there) and added like a public one.
  route(app, endpoints.adminImportRemoteTrainingProblem, async ({ query, request }) => {
    const user = currentUser(request);
    const t = await administeredTraining(ctx, user, query.tid);
    const imported = await importRemoteProblem(ctx, user, query.name, query.problemId);
    await addTrainingProblem(ctx, user, t, imported.pid);
    return ok(null, 'Import Successfully');
  });

  route(app, endpoints.adminTrainingCategoryCreate, async ({ body }) => ok(await createCategory(ctx, body), 'Create Successfully'));

  route(app, endpoints.adminTrainingCategoryUpdate, async ({ body }) => {
    await updateCategory(ctx, body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminTrainingCategoryDelete, async ({ query }) => {
    await deleteCategory(ctx, query.cid);
    return ok(null, 'Delete successfully');
  });
}
