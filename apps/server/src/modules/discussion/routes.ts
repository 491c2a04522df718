import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { isDiscussionAdmin, requireOpen } from './access.ts';
import { adminDeleteDiscussions, adminUpdateDiscussion } from './admin.ts';
import { discussionCategories, saveDiscussionCategories } from './categories.ts';
import { likeDiscussion } from './like.ts';
import { discussionDetail, discussionList } from './list.ts';
import { reportDiscussion, reportList, updateReport } from './reports.ts';
import { createDiscussion, deleteDiscussion, updateDiscussion } from './write.ts';

/**
 * Public discussions (hoj-api §9). The public calls obey the public-discussion switch, as hoj's
 * interceptor does; the back office's rows (/api/admin/**) do not, nor does its list (`admin=true`).
 */
export async function discussionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.discussionList, async ({ query, user }) => {
    if (!(query.admin === true && isDiscussionAdmin(user))) await requireOpen(ctx);
    return ok(await discussionList(ctx, user, query));
  });

  // The post's own area decides the switch and who may look (a group's post: its members).
  route(app, endpoints.discussionDetail, async ({ query, user }) => {
    return ok(await discussionDetail(ctx, user, query.did));
  });

  route(app, endpoints.discussionCreate, async ({ body, user }) => {
    await requireOpen(ctx);
    await createDiscussion(ctx, user, body);
    return ok(null, 'Create Successfully');
  });

  route(app, endpoints.discussionUpdate, async ({ body, user }) => {
    await requireOpen(ctx);
    await updateDiscussion(ctx, user, body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.discussionDelete, async ({ query, user }) => {
    await requireOpen(ctx);
    await deleteDiscussion(ctx, user, query.did);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.discussionLike, async ({ query, user }) => {
    await likeDiscussion(ctx, user, query.did, query.toLike);
    return ok(null, query.toLike ? 'Like successfully' : 'Cancel like successfully');
  });

  route(app, endpoints.discussionCategory, async () => {
    await requireOpen(ctx);
    return ok(await discussionCategories(ctx.db));
  });

  route(app, endpoints.discussionCategoryCreate, async ({ body }) => {
    await requireOpen(ctx);
    return ok(await saveDiscussionCategories(ctx, body), 'Update Successfully');
  });

  route(app, endpoints.discussionReportCreate, async ({ body, user }) => {
    await reportDiscussion(ctx, user, body.did, body.content);
    return ok(null, 'Report successfully');
  });

  route(app, endpoints.adminDiscussionUpdate, async ({ body }) => {
    await adminUpdateDiscussion(ctx, body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminDiscussionDelete, async ({ body }) => {
    await adminDeleteDiscussions(ctx, body);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminDiscussionReport, async ({ query }) => ok(await reportList(ctx, query.currentPage, query.limit)));

  route(app, endpoints.adminDiscussionReportUpdate, async ({ body }) => {
    await updateReport(ctx, body.id, body.status);
    return ok(null, 'Update Successfully');
  });
}
