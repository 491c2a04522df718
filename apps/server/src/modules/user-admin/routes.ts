import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { editUser } from './edit.ts';
import { generateUsers } from './generate.ts';
import { importUsers } from './import.ts';
import { listUsers } from './list.ts';
import { deleteUsers } from './remove.ts';
import { generatedUsersSheet } from './sheet.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The back office's users (hoj-api §13.2): the super admin's, through the user_admin permission. */
export async function userAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminUserList, async ({ query }) => ok(await listUsers(ctx, query)));

  route(app, endpoints.adminUserEdit, async ({ body, user }) => {
    await editUser(ctx, user, body);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminUserDelete, async ({ body, user }) => {
    await deleteUsers(ctx, user, body.ids);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminUserInsertBatch, async ({ body }) => ok(null, await importUsers(ctx, body.users)));

  route(app, endpoints.adminUserGenerate, async ({ body }) => ok({ key: await generateUsers(ctx, body) }, 'Create Successfully'));

  rawRoute(app, endpoints.generateUserExcel, async ({ query, reply }) => {
    const { filename, bytes } = await generatedUsersSheet(ctx, query.key);
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`)
      .send(bytes);
  });
}
