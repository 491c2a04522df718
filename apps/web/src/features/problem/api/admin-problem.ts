import {
  API,
  type CodeTemplate,
  type CreatedProblemVO,
  type ImportResult,
  type Page,
  type Problem,
  type ProblemCase,
  type ProblemDTO,
  type Tag,
  type TagClassification,
  type UploadTestcaseZipVO,
  type VerificationReport,
} from '@arbiter/contract';
import { http, send } from '@/api/client.ts';
import { downloadAndSave } from '@/api/download.ts';

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
  http.get<Page<Problem>>(API.adminProblemList, { ...params, auth: params.auth || undefined, keyword: params.keyword || undefined });

export const getAdminProblem = (pid: number) => http.get<Problem>(API.adminProblem, { pid });

export const getAdminProblemCases = (pid: number, isUpload: boolean) => http.get<ProblemCase[]>(API.adminProblemCases, { pid, isUpload });

/** Every code template of the problem, disabled ones too: the edit form sends them all back. */
export const getAdminCodeTemplates = (pid: number) => http.get<CodeTemplate[]>(API.adminProblemCodeTemplates, { pid });

/** Answers the server's message ('Create Successfully') with the new problem's ids. */
export async function createProblem(dto: ProblemDTO): Promise<{ msg: string; data: CreatedProblemVO }> {
  const res = await send<CreatedProblemVO>('POST', API.adminProblem, { body: dto });
  return { msg: res.msg, data: res.data };
}

export async function updateProblem(dto: ProblemDTO): Promise<string> {
  return (await send<null>('PUT', API.adminProblem, { body: dto })).msg;
}

export async function deleteProblem(pid: number): Promise<string> {
  return (await send<null>('DELETE', API.adminProblem, { query: { pid } })).msg;
}

export async function changeProblemAuth(id: number, auth: number): Promise<string> {
  return (await send<null>('PUT', API.adminChangeProblemAuth, { body: { id, auth } })).msg;
}

export interface CompileCheckerBody {
  code: string;
  language: string;
  pid: number | null;
  /** The judge extra files, which a checker may include. */
  extraFiles: Record<string, string> | null;
}

/** Compiles a special judge or an interactor on a judge host; a compile error rejects with the compiler's output. */
export async function compileChecker(kind: 'spj' | 'interactive', body: CompileCheckerBody): Promise<string> {
  const path = kind === 'spj' ? API.adminCompileSpj : API.adminCompileInteractive;
  return (await send<null>('POST', path, { body })).msg;
}

/** Uploads a test-case zip; the files are paired by the server and kept for two hours under `fileListDir`. */
export async function uploadTestcaseZip(file: File, mode: string): Promise<UploadTestcaseZipVO> {
  const form = new FormData();
  form.append('file', file);
  return (await send<UploadTestcaseZipVO>('POST', API.uploadTestcaseZip, { form, query: { mode } })).data;
}

export const downloadTestcases = (pid: number) => downloadAndSave(API.downloadTestcase, { pid });

export const exportProblems = (pids: readonly number[]) => downloadAndSave(API.exportProblem, { pid: pids });

// ---------------------------------------------------------------------------------------------
// Tags and classifications (root and problem_admin)

export interface TagBody {
  id?: number | null;
  name: string;
  color: string | null;
  oj: string;
  tcid: number | null;
}

export interface ClassificationBody {
  id?: number | null;
  name: string;
  oj: string;
  rank: number;
}

export const getClassifications = (oj: string) => http.get<TagClassification[]>(API.adminTagClassification, { oj });

/** Creates (no id) or updates a tag. */
export async function saveTag(body: TagBody): Promise<void> {
  await send<Tag | null>(body.id ? 'PUT' : 'POST', API.adminTag, { body });
}

export async function deleteTag(tid: number): Promise<string> {
  return (await send<null>('DELETE', API.adminTag, { query: { tid } })).msg;
}

/** Creates (no id) or updates a classification. */
export async function saveClassification(body: ClassificationBody): Promise<void> {
  await send<TagClassification | null>(body.id ? 'PUT' : 'POST', API.adminTagClassification, { body });
}

export async function deleteClassification(tcid: number): Promise<string> {
  return (await send<null>('DELETE', API.adminTagClassification, { query: { tcid } })).msg;
}

// ---------------------------------------------------------------------------------------------
// Import, export, verification (root)

export const IMPORT_FORMATS = ['hoj', 'qdoj', 'fps', 'hydro', 'kattis'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_PATHS: Record<ImportFormat, string> = {
  hoj: API.importProblem,
  qdoj: API.importQdojProblem,
  fps: API.importFpsProblem,
  hydro: API.importHydroProblem,
  kattis: API.importKattisProblem,
};

/** Imports an archive (multipart `file`); a Kattis package may name the new problem's display id. */
/**
 * Uploads an archive to its format's import call. A Kattis package may say where it goes
 * (kattisImportData): `problemId` names a new problem, `pid` an existing one to replace.
 */
export async function importProblems(
  format: ImportFormat,
  file: File,
  target: { problemId?: string; pid?: number | null } = {},
): Promise<{ msg: string; data: ImportResult | null }> {
  const form = new FormData();
  form.append('file', file);
  if (format === 'kattis' && target.problemId) form.append('problemId', target.problemId);
  if (format === 'kattis' && target.pid) form.append('pid', String(target.pid));
  const res = await send<ImportResult | null>('POST', IMPORT_PATHS[format], { form });
  return { msg: res.msg, data: res.data };
}

export const getVerification = (pid: number) => http.get<VerificationReport>(API.adminProblemVerification, { pid });
