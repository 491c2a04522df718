import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { receiveArchive, receiveXml, withTempDir } from './archive.ts';
import { exportProblems } from './export.ts';
import { readFps } from './fps-xml.ts';
import { readHojZip } from './hoj-zip.ts';
import { readHydroZip } from './hydro-zip.ts';
import { readQdojZip } from './qdoj-zip.ts';
import { TRANSFER_MSG } from './refusals.ts';
import { storeImportedProblems } from './store.ts';
import { kattisRoutes } from './kattis-routes.ts';

/** Problem import, export and package verification (hoj-api §12, hoj-data-and-judge B.17). Root only. */
export async function problemTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Each zip format: the archive unpacked to a temporary folder, read, and stored all or nothing.
  const zipFormats = [
    [endpoints.importProblem, readHojZip],
    [endpoints.importQdojProblem, readQdojZip],
    [endpoints.importHydroProblem, readHydroZip],
  ] as const;
  for (const [endpoint, read] of zipFormats) {
    route(app, endpoint, async ({ request }) => {
      const user = currentUser(request);
      const result = await receiveArchive(ctx, request, async (dir) => storeImportedProblems(ctx, user, await read(dir)));
      return ok(result, TRANSFER_MSG.imported);
    });
  }

  route(app, endpoints.importFpsProblem, async ({ request }) => {
    const user = currentUser(request);
    const result = await receiveXml(ctx, request, (xml, filename) =>
      withTempDir(ctx, async (dir) => storeImportedProblems(ctx, user, await readFps(xml, filename, dir))),
    );
    return ok(result, TRANSFER_MSG.imported);
  });

  rawRoute(app, endpoints.exportProblem, async ({ query, reply }) => {
    const { pid } = query;
    const { filename, stream } = await exportProblems(ctx, pid);
    return reply
      .header('Content-Type', 'application/x-download')
      .header('Content-Disposition', `attachment;filename=${filename}`)
      .send(stream);
  });

  // The Kattis package import and its verification report.
  await kattisRoutes(app, ctx);
}
