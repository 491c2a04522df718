import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { fail, ok } from '../../http/envelope.ts';
import { deleteCarousel, uploadCarousel } from './carousel.ts';
import { dbAndRedisConfig } from './db-config.ts';
import { emailConfigOf, saveEmailConfig, sendTestMail } from './email-config.ts';
import { mergeWebSettings } from './web-config.ts';

/**
 * The site settings (hoj-api §13.1 config rows, §12 carousel upload), kept by the site settings in
 * the database: a save clears this replica's copy at once and the others re-read within a second,
 * so nothing needs a restart. The database and cache come from the environment and are only shown.
 */
export async function configAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const web = async () => ok(await ctx.site.web());
  route(app, endpoints.adminGetWebConfig, web);
  route(app, endpoints.adminGetWebConfigPost, web);
  route(app, endpoints.adminSetWebConfig, async ({ body }) => {
    await ctx.site.write('web', mergeWebSettings(await ctx.site.web(), body));
    return ok(null, 'Update Successfully');
  });

  const email = async () => ok(await emailConfigOf(ctx));
  route(app, endpoints.adminGetEmailConfig, email);
  route(app, endpoints.adminGetEmailConfigPost, email);
  route(app, endpoints.adminSetEmailConfig, async ({ body }) => {
    await saveEmailConfig(ctx, body);
    return ok(null, 'Update Successfully');
  });
  route(app, endpoints.adminTestEmail, async ({ body }) => ok(await sendTestMail(ctx, body.email), 'The test mail was sent'));

  const db = async () => ok(dbAndRedisConfig(ctx.config));
  route(app, endpoints.adminGetDbAndRedisConfig, db);
  route(app, endpoints.adminGetDbAndRedisConfigPost, db);
  route(app, endpoints.adminSetDbAndRedisConfig, async () => {
    throw fail('Database and cache settings come from the environment; change them there and restart');
  });

  route(app, endpoints.uploadCarouselImg, async ({ request }) => ok(await uploadCarousel(ctx, request), 'Upload Successfully'));
  route(app, endpoints.adminHomeCarousel, async ({ query }) => {
    await deleteCarousel(ctx, query.id);
    return ok(null, 'Delete successfully');
  });
}
