import type { FastifyInstance } from 'fastify';
import { clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { siteAnnouncements } from '../home/service.ts';
import { addSiteAnnouncement, deleteSiteAnnouncement, updateSiteAnnouncement } from './service.ts';

/** The back office's site announcements (hoj-api §13.3); the rows' roles keep writing to the super admin. */
export async function announcementAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminAnnouncement, async ({ query: q }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await siteAnnouncements(ctx, true, current, size));
  });

  route(app, endpoints.adminAnnouncementCreate, async ({ body, request }) => {
    await addSiteAnnouncement(ctx, currentUser(request), body);
    return ok(null, 'Create Successfully');
  });

  route(app, endpoints.adminAnnouncementUpdate, async ({ body, request }) => {
    await updateSiteAnnouncement(ctx, currentUser(request), body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminAnnouncementDelete, async ({ query }) => {
    await deleteSiteAnnouncement(ctx, query.aid);
    return ok(null, 'Delete successfully');
  });
}
