import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { kattisProblem } from './kattis-convert.ts';
import { findPackage, readKattisPackage } from './kattis-package.ts';
import { receivePackage } from './kattis-upload.ts';
import { TRANSFER_MSG } from './refusals.ts';
import { storeImportedProblems } from './store.ts';
import { queueReferenceSubmissions, verificationReport } from './verification.ts';

/**
 * Kattis / ICPC problem packages: the import (root only) and the report of its reference
 * submissions (the problem's managers). Registered by routes.ts.
 */
export async function kattisRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.importKattisProblem, async ({ request }) => {
    const user = currentUser(request);
    const result = await receivePackage(ctx, request, async ({ dir, filename, data }) => {
      const { source, root } = await findPackage(dir, filename);
      const pkg = await readKattisPackage(source, root);
      const problem = await kattisProblem(pkg, data);
      // Queued in the import's transaction: a refused import leaves no submission behind.
      problem.afterStore = queueReferenceSubmissions(user, pkg.submissions, request.ip);
      return storeImportedProblems(ctx, user, [problem]);
    });
    return ok(result, TRANSFER_MSG.imported);
  });

  route(app, endpoints.adminProblemVerification, async ({ query, request }) => {
    const { pid } = query;
    return ok(await verificationReport(ctx, currentUser(request), pid));
  });
}
