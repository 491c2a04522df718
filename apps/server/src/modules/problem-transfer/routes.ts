import type { FastifyInstance } from 'fastify';
import { API, exportProblemQuery } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { receiveArchive, receiveXml, withTempDir } from './archive.ts';
import { exportProblems } from './export.ts';
import { readFps } from './fps-xml.ts';
import { readHojZip } from './hoj-zip.ts';
import { readHydroZip } from './hydro-zip.ts';
import { readQdojZip } from './qdoj-zip.ts';
import { TRANSFER_MSG } from './refusals.ts';
import { storeImportedProblems, type ImportedProblem } from './store.ts';
import { kattisRoutes } from './kattis-routes.ts';

/** Problem import, export and package verification (hoj-api §12, hoj-data-and-judge B.17). Root only. */
export async function problemTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = { config: { roles: ['root'] } };

  // Each zip format: the archive unpacked to a temporary folder, read, and stored all or nothing.
  const zipFormats: [string, (dir: string) => Promise<ImportedProblem[]>][] = [
    [API.importProblem, readHojZip],
    [API.importQdojProblem, readQdojZip],
    [API.importHydroProblem, readHydroZip],
  ];
  for (const [path, read] of zipFormats) {
    app.post(path, root, async (request) => {
      const user = currentUser(request);
      const result = await receiveArchive(ctx, request, async (dir) => storeImportedProblems(ctx, user, await read(dir)));
      return ok(result, TRANSFER_MSG.imported);
    });
  }

  app.post(API.importFpsProblem, root, async (request) => {
    const user = currentUser(request);
    const result = await receiveXml(ctx, request, (xml, filename) =>
      withTempDir(ctx, async (dir) => storeImportedProblems(ctx, user, await readFps(xml, filename, dir))),
    );
    return ok(result, TRANSFER_MSG.imported);
  });

  app.get(API.exportProblem, root, async (request, reply) => {
    const { pid } = parse(exportProblemQuery, request.query);
    const { filename, stream } = await exportProblems(ctx, pid);
    return reply
      .header('Content-Type', 'application/x-download')
      .header('Content-Disposition', `attachment;filename=${filename}`)
      .send(stream);
  });

  // The Kattis package import and its verification report.
  await kattisRoutes(app, ctx);
}
