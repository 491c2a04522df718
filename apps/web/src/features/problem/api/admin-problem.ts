import type { ProblemDTO, RemoteKey } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody, type CallQuery } from '@/api/call.ts';
import { downloadFile } from '@/api/download.ts';

/**
 * The admin back office's problem calls (hoj-api §12, §13.3, §13.4) and the problem
 * transfer calls (import, export, package verification). Every `/api/admin/...` call carries
 * `Url-Type: admin` (the client adds it), so a 401 there leads to /admin/login.
 */

// ---------------------------------------------------------------------------------------------
// Problems

/** Auth filter of the admin list: 0 every problem, 1 public, 2 private, 3 contest only. */
export type AuthFilter = 0 | 1 | 2 | 3;

export interface AdminProblemListParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  auth?: AuthFilter | undefined;
  /** "All", "ME" (own problems) or a remote judge key. */
  oj?: string | undefined;
}

export const getAdminProblemList = (params: AdminProblemListParams) =>
  call(endpoints.adminProblemList, { query: { ...params, auth: params.auth || undefined, keyword: params.keyword || undefined } });

/** Fetches problem `problemId` of a remote judge into the bank (hoj-api §13.5). */
export async function importRemoteProblem(name: RemoteKey, problemId: string): Promise<string> {
  return (await callReply(endpoints.adminImportRemoteProblem, { query: { name, problemId } })).msg;
}

export const getAdminProblem = (pid: number) => call(endpoints.adminProblem, { query: { pid } });

export const getAdminProblemCases = (pid: number, isUpload: boolean) => call(endpoints.adminProblemCases, { query: { pid, isUpload } });

/** Every code template of the problem, disabled ones too: the edit form sends them all back. */
export const getAdminCodeTemplates = (pid: number) => call(endpoints.adminProblemCodeTemplates, { query: { pid } });

/** Answers the server's message ('Create Successfully') with the new problem's ids. */
export async function createProblem(dto: ProblemDTO) {
  const res = await callReply(endpoints.adminProblemCreate, { body: dto });
  return { msg: res.msg, data: res.data };
}

export async function updateProblem(dto: ProblemDTO): Promise<string> {
  return (await callReply(endpoints.adminProblemUpdate, { body: dto })).msg;
}

export async function deleteProblem(pid: number): Promise<string> {
  return (await callReply(endpoints.adminProblemDelete, { query: { pid } })).msg;
}

export async function changeProblemAuth(id: number, auth: CallBody<typeof endpoints.adminChangeProblemAuth>['auth']): Promise<string> {
  return (await callReply(endpoints.adminChangeProblemAuth, { body: { id, auth } })).msg;
}

/**
 * Compiles a special judge or an interactor on a judge host; a compile error rejects with the
 * compiler's output. A group's problem form (`gid`) compiles through the group's call.
 */
export async function compileChecker(
  kind: 'spj' | 'interactive',
  body: CallBody<typeof endpoints.adminCompileSpj>,
  gid: number | null = null,
): Promise<string> {
  if (gid !== null) {
    const endpoint = kind === 'spj' ? endpoints.groupCompileSpj : endpoints.groupCompileInteractive;
    return (await callReply(endpoint, { query: { gid }, body })).msg;
  }
  return (await callReply(kind === 'spj' ? endpoints.adminCompileSpj : endpoints.adminCompileInteractive, { body })).msg;
}

/** Uploads a test-case zip; the files are paired by the server and kept for two hours under `fileListDir`. */
export const uploadTestcaseZip = (file: File, mode: CallQuery<typeof endpoints.uploadTestcaseZip>['mode'], gid: number | null = null) =>
  call(endpoints.uploadTestcaseZip, { query: { mode, gid: gid ?? undefined }, upload: { file } });

export const downloadTestcases = (pid: number) => downloadFile(endpoints.downloadTestcase, { query: { pid } });

export const exportProblems = (pids: readonly number[]) => downloadFile(endpoints.exportProblem, { query: { pid: [...pids] } });

// ---------------------------------------------------------------------------------------------
// Tags and classifications (root and problem_admin)

export const getClassifications = (oj: string) => call(endpoints.adminTagClassification, { query: { oj } });

/** Creates (no id) or updates a tag. */
export async function saveTag(body: CallBody<typeof endpoints.adminTagCreate>): Promise<void> {
  if (body.id) await call(endpoints.adminTagUpdate, { body });
  else await call(endpoints.adminTagCreate, { body });
}

export async function deleteTag(tid: number): Promise<string> {
  return (await callReply(endpoints.adminTagDelete, { query: { tid } })).msg;
}

/** Creates (no id) or updates a classification. */
export async function saveClassification(body: CallBody<typeof endpoints.adminTagClassificationCreate>): Promise<void> {
  if (body.id) await call(endpoints.adminTagClassificationUpdate, { body });
  else await call(endpoints.adminTagClassificationCreate, { body });
}

export async function deleteClassification(tcid: number): Promise<string> {
  return (await callReply(endpoints.adminTagClassificationDelete, { query: { tcid } })).msg;
}

// ---------------------------------------------------------------------------------------------
// Import, export, verification (root)

export const IMPORT_FORMATS = ['hoj', 'qdoj', 'fps', 'hydro', 'kattis'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The import call of each format but Kattis, whose package may also say where it goes. */
const ARCHIVE_IMPORTS = {
  hoj: endpoints.importProblem,
  qdoj: endpoints.importQdojProblem,
  fps: endpoints.importFpsProblem,
  hydro: endpoints.importHydroProblem,
} as const;

/**
 * Uploads an archive to its format's import call. A Kattis package may say where it goes
 * (kattisImportData): `problemId` names a new problem, `pid` an existing one to replace.
 */
export async function importProblems(format: ImportFormat, file: File, target: { problemId?: string; pid?: number | null } = {}) {
  const res =
    format === 'kattis'
      ? await callReply(endpoints.importKattisProblem, {
          upload: { file, fields: { problemId: target.problemId || undefined, pid: target.pid || undefined } },
        })
      : await callReply(ARCHIVE_IMPORTS[format], { upload: { file } });
  return { msg: res.msg, data: res.data };
}

export const getVerification = (pid: number) => call(endpoints.adminProblemVerification, { query: { pid } });

// ---------------------------------------------------------------------------------------------
// Files that markdown embeds

/** Uploads an image for a markdown text; answers the link to put in `![](link)`. */
/** An image for a markdown text; a group's admins name their group (`gid`). */
export const uploadMarkdownImage = (file: File, gid?: number) =>
  call(endpoints.uploadMdImg, { upload: { file, ...(gid ? { fields: { gid } } : {}) } });
