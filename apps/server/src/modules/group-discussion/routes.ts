import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { requireGroupOpen } from '../discussion/access.ts';
import {
  createGroupDiscussion,
  deleteGroupDiscussion,
  groupAdminDiscussionList,
  groupDiscussionList,
  updateGroupDiscussion,
} from './discussions.ts';

/**
 * A group's discussions (hoj-api §11, under /api/group), checked through the group's access
 * (modules/group/access.ts). Every call is refused while the group-discussion switch is off, before
 * anything else, as hoj's interceptor on the controller does.
 */
export async function groupDiscussionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.groupDiscussionList, async ({ query, user }) => {
    await requireGroupOpen(ctx);
    return ok(await groupDiscussionList(ctx, user, query));
  });
  route(app, endpoints.groupAdminDiscussionList, async ({ query, user }) => {
    await requireGroupOpen(ctx);
    return ok(await groupAdminDiscussionList(ctx, user, query));
  });
  route(app, endpoints.groupDiscussionCreate, async ({ body, user }) => {
    await requireGroupOpen(ctx);
    await createGroupDiscussion(ctx, user, body);
    return ok(null, 'Create Successfully');
  });
  route(app, endpoints.groupDiscussionUpdate, async ({ body, user }) => {
    await requireGroupOpen(ctx);
    await updateGroupDiscussion(ctx, user, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.groupDiscussionDelete, async ({ query, user }) => {
    await requireGroupOpen(ctx);
    await deleteGroupDiscussion(ctx, user, query.did);
    return ok(null, 'Delete successfully');
  });
}
