import type { FastifyInstance } from 'fastify';
import { COMPILE_MSG, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { importRemoteProblem } from '../remote-judge/import.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { fail, ok } from '../../http/envelope.ts';
import { problemIdTaken } from '../../http/messages/problem-admin.ts';
import { compileChecker } from '../judgehost/compile.ts';
import { problemCodeTemplates, problemLanguages } from '../problem/languages.ts';
import { toProblem } from '../problem/vo.ts';
import { checkTestDataUploader, editableProblem, manageableProblem, readableProblemOrGroup } from './access.ts';
import { listProblemCases } from './cases.ts';
import { adminProblemList } from './list.ts';
import { deleteProblem } from './remove.ts';
import { createProblem, updateProblem } from './save.ts';
import { testcaseZip } from './testcase-download.ts';
import { receiveZip } from './testcase-receive.ts';
import { uploadTestcaseZip } from './testcase-upload.ts';
import { changeProblemAuth } from './visibility.ts';

/** The problem bank's admin calls (hoj-api §13.4), its test-data files (§12) and two public reads (§4). */
export async function problemAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminProblemList, async ({ query: q }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await adminProblemList(ctx, q, current, size));
  });

  route(app, endpoints.adminProblem, async ({ query, request }) => {
    const { pid } = query;
    return ok(toProblem(await manageableProblem(ctx, currentUser(request), pid)));
  });

  route(app, endpoints.adminImportRemoteProblem, async ({ query, request }) => {
    const imported = await importRemoteProblem(ctx, currentUser(request), query.name, query.problemId);
    if (!imported.created) throw fail(problemIdTaken(imported.problemId));
    return ok(null, 'Import Successfully');
  });

  route(app, endpoints.adminProblemCreate, async ({ body: save, request }) => {
    return ok(await createProblem(ctx, currentUser(request), save), 'Create Successfully');
  });

  route(app, endpoints.adminProblemUpdate, async ({ body: save, request }) => {
    await updateProblem(ctx, currentUser(request), save);
    return ok(null, 'Update Successfully');
  });

  route(app, endpoints.adminProblemDelete, async ({ query }) => {
    const { pid } = query;
    await deleteProblem(ctx, pid);
    return ok(null, 'Delete successfully');
  });

  route(app, endpoints.adminProblemCases, async ({ query, request }) => {
    const { pid, isUpload } = query;
    await editableProblem(ctx, currentUser(request), pid);
    return ok(await listProblemCases(ctx, pid, isUpload));
  });

  // The public read gives enabled templates only; the edit form needs all, or a save would drop the disabled ones.
  route(app, endpoints.adminProblemCodeTemplates, async ({ query, request }) => {
    const { pid } = query;
    await editableProblem(ctx, currentUser(request), pid);
    return ok(await problemCodeTemplates(ctx.db, pid, 'all'));
  });

  route(app, endpoints.adminChangeProblemAuth, async ({ body, request }) => {
    const { id, auth } = body;
    await changeProblemAuth(ctx, currentUser(request), id, auth);
    return ok(null, 'Update Successfully');
  });

  // A test compile of the checker being written, on a judge host; the call waits for the answer.
  for (const [endpoint, role] of [
    [endpoints.adminCompileSpj, 'spj'],
    [endpoints.adminCompileInteractive, 'interactive'],
  ] as const) {
    route(app, endpoint, async ({ body: req, request }) => {
      await compileChecker(ctx, currentUser(request).uid, role, req);
      return ok(null, COMPILE_MSG.compiled);
    });
  }

  // A problem closed to the caller is refused like its detail (body 404 / 403), not listed.
  route(app, endpoints.problemLanguages, async ({ query, request }) => {
    const { pid } = query;
    await readableProblemOrGroup(ctx, pid, request.user);
    return ok(await problemLanguages(ctx.db, pid));
  });

  route(app, endpoints.problemCodeTemplate, async ({ query, request }) => {
    const { pid } = query;
    await readableProblemOrGroup(ctx, pid, request.user);
    return ok(await problemCodeTemplates(ctx.db, pid));
  });

  route(app, endpoints.uploadTestcaseZip, async ({ query, request }) => {
    const user = currentUser(request);
    const { mode, gid } = query;
    await checkTestDataUploader(ctx, user, gid);
    const data = await receiveZip(ctx, request, async (path) => uploadTestcaseZip(ctx, user.uid, path, mode));
    return ok(data, 'Upload Testcase Successfully');
  });

  rawRoute(app, endpoints.downloadTestcase, async ({ query, request, reply }) => {
    const { pid } = query;
    const row = await editableProblem(ctx, currentUser(request), pid);
    const { filename, stream } = await testcaseZip(ctx, row);
    return reply
      .header('Content-Type', 'application/x-download')
      .header('Content-Disposition', `attachment;filename=${filename}`)
      .send(stream);
  });
}
