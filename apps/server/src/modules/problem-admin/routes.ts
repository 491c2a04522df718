import type { FastifyInstance } from 'fastify';
import {
  API,
  COMPILE_MSG,
  adminProblemListQuery,
  changeProblemAuthRequest,
  clampPage,
  compileCheckerRequest,
  problemCasesQuery,
  problemDTO,
  problemPidQuery,
  uploadTestcaseZipQuery,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { compileChecker } from '../judgehost/compile.ts';
import { problemCodeTemplates, problemLanguages } from '../problem/languages.ts';
import { MANAGER_ROLES, readableProblem } from '../problem/visibility.ts';
import { toProblem } from '../problem/vo.ts';
import { ADMIN_ROLES, manageableProblem } from './access.ts';
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
  const admins = { config: { roles: ADMIN_ROLES } };
  const anon = { config: { auth: 'anon' as const } };

  app.get(API.adminProblemList, admins, async (request) => {
    const q = parse(adminProblemListQuery, request.query);
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await adminProblemList(ctx, q, current, size));
  });

  app.get(API.adminProblem, admins, async (request) => {
    const { pid } = parse(problemPidQuery, request.query);
    return ok(toProblem(await manageableProblem(ctx, currentUser(request), pid)));
  });

  app.post(API.adminProblem, admins, async (request) => {
    const save = parse(problemDTO, request.body);
    return ok(await createProblem(ctx, currentUser(request), save), 'Create Successfully');
  });

  app.put(API.adminProblem, admins, async (request) => {
    const save = parse(problemDTO, request.body);
    await updateProblem(ctx, currentUser(request), save);
    return ok(null, 'Update Successfully');
  });

  app.delete(API.adminProblem, { config: { roles: MANAGER_ROLES } }, async (request) => {
    const { pid } = parse(problemPidQuery, request.query);
    await deleteProblem(ctx, pid);
    return ok(null, 'Delete successfully');
  });

  app.get(API.adminProblemCases, admins, async (request) => {
    const { pid, isUpload } = parse(problemCasesQuery, request.query);
    await manageableProblem(ctx, currentUser(request), pid);
    return ok(await listProblemCases(ctx, pid, isUpload));
  });

  // The public read gives enabled templates only; the edit form needs all, or a save would drop the disabled ones.
  app.get(API.adminProblemCodeTemplates, admins, async (request) => {
    const { pid } = parse(problemPidQuery, request.query);
    await manageableProblem(ctx, currentUser(request), pid);
    return ok(await problemCodeTemplates(ctx.db, pid, 'all'));
  });

  app.put(API.adminChangeProblemAuth, admins, async (request) => {
    const { id, auth } = parse(changeProblemAuthRequest, request.body);
    await changeProblemAuth(ctx, currentUser(request), id, auth);
    return ok(null, 'Update Successfully');
  });

  // A test compile of the checker being written, on a judge host; the call waits for the answer.
  for (const [path, role] of [
    [API.adminCompileSpj, 'spj'],
    [API.adminCompileInteractive, 'interactive'],
  ] as const) {
    app.post(path, admins, async (request) => {
      const req = parse(compileCheckerRequest, request.body);
      await compileChecker(ctx, currentUser(request).uid, role, req);
      return ok(null, COMPILE_MSG.compiled);
    });
  }

  // A problem closed to the caller is refused like its detail (body 404 / 403), not listed.
  app.get(API.problemLanguages, anon, async (request) => {
    const { pid } = parse(problemPidQuery, request.query);
    await readableProblem(ctx, pid, request.user);
    return ok(await problemLanguages(ctx.db, pid));
  });

  app.get(API.problemCodeTemplate, anon, async (request) => {
    const { pid } = parse(problemPidQuery, request.query);
    await readableProblem(ctx, pid, request.user);
    return ok(await problemCodeTemplates(ctx.db, pid));
  });

  app.post(API.uploadTestcaseZip, admins, async (request) => {
    const user = currentUser(request);
    const { mode } = parse(uploadTestcaseZipQuery, request.query);
    const data = await receiveZip(ctx, request, async (path) => uploadTestcaseZip(ctx, user.uid, path, mode));
    return ok(data, 'Upload Testcase Successfully');
  });

  app.get(API.downloadTestcase, admins, async (request, reply) => {
    const { pid } = parse(problemPidQuery, request.query);
    const row = await manageableProblem(ctx, currentUser(request), pid);
    const { filename, stream } = await testcaseZip(ctx, row);
    return reply
      .header('Content-Type', 'application/x-download')
      .header('Content-Disposition', `attachment;filename=${filename}`)
      .send(stream);
  });
}
