import type { FastifyInstance } from 'fastify';
import { COMPILE_MSG, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { adminSeat } from '../group/access.ts';
import { compileChecker } from '../judgehost/compile.ts';
import { listProblemCases } from '../problem-admin/cases.ts';
import { changeProblemAuth } from '../problem-admin/visibility.ts';
import { toProblem } from '../problem/vo.ts';
import {
  applyPublic,
  createGroupProblem,
  deleteGroupProblem,
  groupAdminProblemList,
  groupProblemList,
  groupProblemTags,
  managedGroupProblem,
  updateGroupProblem,
} from './problems.ts';
import { changeProposalProgress, groupProblemProposals } from './review.ts';

/** A group's problems (hoj-api §11, under /api/group), checked through the group's access (modules/group/access.ts). */
export async function groupProblemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.groupProblemList, async ({ query, user }) => ok(await groupProblemList(ctx, user, query)));
  route(app, endpoints.groupAdminProblemList, async ({ query, user }) => ok(await groupAdminProblemList(ctx, user, query)));
  route(app, endpoints.groupProblem, async ({ query, user }) => ok(toProblem((await managedGroupProblem(ctx, user, query.pid)).row)));
  route(app, endpoints.groupProblemCreate, async ({ body, user }) => {
    await createGroupProblem(ctx, user, body);
    return ok(null, 'Create Successfully');
  });
  route(app, endpoints.groupProblemUpdate, async ({ body, user }) => {
    await updateGroupProblem(ctx, user, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.groupProblemDelete, async ({ query, user }) => {
    await deleteGroupProblem(ctx, user, query.pid);
    return ok(null, 'Delete successfully');
  });
  route(app, endpoints.groupProblemCases, async ({ query, user }) => {
    await managedGroupProblem(ctx, user, query.pid);
    return ok(await listProblemCases(ctx, query.pid, query.isUpload));
  });
  route(app, endpoints.groupProblemTags, async ({ query, user }) => ok(await groupProblemTags(ctx, user, query.gid)));

  // A test compile of the checker being written, for the group's problem form (its admins).
  for (const [endpoint, role] of [
    [endpoints.groupCompileSpj, 'spj'],
    [endpoints.groupCompileInteractive, 'interactive'],
  ] as const) {
    route(app, endpoint, async ({ query, body, user }) => {
      await adminSeat(ctx, query.gid, user);
      await compileChecker(ctx, user.uid, role, body);
      return ok(null, COMPILE_MSG.compiled);
    });
  }

  route(app, endpoints.groupChangeProblemAuth, async ({ query, user }) => {
    const { row } = await managedGroupProblem(ctx, user, query.pid);
    await changeProblemAuth(ctx, user, row.id, query.auth, row);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.groupApplyPublic, async ({ query, user }) => {
    await applyPublic(ctx, user, query.pid, query.isApplied);
    return ok(null, query.isApplied ? 'Apply Successfully' : 'Cancel Successfully');
  });

  route(app, endpoints.adminGroupProblemList, async ({ query }) => ok(await groupProblemProposals(ctx, query)));
  route(app, endpoints.adminGroupProblemProgress, async ({ body, user }) => {
    await changeProposalProgress(ctx, user, body.pid, body.progress);
    return ok(null, 'Update Successfully');
  });
}
