import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** A group's problems (hoj-api §11, under /api/group), checked through the group's access (modules/group/access.ts). */
export async function groupProblemRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
