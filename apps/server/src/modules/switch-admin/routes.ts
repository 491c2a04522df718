import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { syncAccounts } from '../remote-judge/accounts.ts';

/**
 * The site switches (hoj-api §13.1), kept by the site settings in the database. A save clears this
 * replica's copy at once; the others re-read within the settings' one-second cache, so no restart
 * is needed anywhere. The group, discussion and comment switches govern calls the server does not
 * have yet: they are stored and shown until those calls arrive.
 */
export async function switchAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const info = async () => ok(await ctx.site.switches());
  route(app, endpoints.adminSwitchInfo, info);
  route(app, endpoints.adminSwitchInfoPost, info);

  // A missing key keeps its value, as in hoj.
  route(app, endpoints.adminSwitchUpdate, async ({ body }) => {
    const current = await ctx.site.switches();
    const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const next = { ...current, ...defined };
    await ctx.site.write('switch', next);
    // The account pool follows the lists at once (hoj syncs its remote_judge_account rows here too).
    await syncAccounts(ctx.db, next);
    return ok(null, 'Update Successfully');
  });
}
