import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The back office's contest calls (hoj-api §13.5). */
export async function contestAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
