import type { FastifyInstance } from 'fastify';
import { clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { createNotice, deleteNotice, listNotices, updateNotice } from './service.ts';

/** The back office's system notices (hoj-api §10): the rows' roles keep every call to the super admin. */
export async function noticeAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminSysNotice, async ({ query: q }) => {
    // hoj's page holds 5 notices unless asked otherwise.
    const { current, size } = clampPage(q.currentPage, q.limit, 5);
    return ok(await listNotices(ctx, q.type, current, size));
  });
  route(app, endpoints.adminSysNoticeCreate, async ({ body, request }) => {
    await createNotice(ctx, currentUser(request), body);
    return ok(null, 'Create Successfully');
  });
  route(app, endpoints.adminSysNoticeUpdate, async ({ body }) => {
    await updateNotice(ctx, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.adminSysNoticeDelete, async ({ query }) => {
    await deleteNotice(ctx, query.id);
    return ok(null, 'Delete successfully');
  });
}
