import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The contestant-side contest calls (hoj-api §6). */
export async function contestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
