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
  type LoginRequest,
  type VerificationReport,
} from '@arbiter/contract';
import { login, type LoginResult } from '@/api/account.ts';
import { download, http, send } from '@/api/client.ts';

/**
 * The admin back office's problem calls (hoj-api §12, §13.1, §13.3, §13.4) and the problem
 * transfer calls (import, export, package verification). Every `/api/admin/...` call carries
 * `Url-Type: admin` (the client adds it), so a 401 there leads to /admin/login.
 */

/** Not in the contract's path table: the account area keeps the site login there, the client names these two. */
const ADMIN_LOGIN = '/api/admin/login';
const ADMIN_LOGOUT = '/api/admin/logout';

/** Logs in an admin-role account; a non-admin is refused by the server (body 401, its message shown). */
export const adminLogin = (request: LoginRequest): Promise<LoginResult> => login(request, ADMIN_LOGIN);

/** Ends every session of the user (hoj-api §1.4); answers the server's message. */
export async function adminLogout(): Promise<string> {
  return (await send<null>('GET', ADMIN_LOGOUT)).msg;
}

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

/** Hands a downloaded blob to the browser as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads and saves a file; false when the server answered a message instead of a file. */
export async function downloadAndSave(path: string, query: Parameters<typeof download>[1]): Promise<boolean> {
  const file = await download(path, query);
  if (!file) return false;
  saveBlob(file.blob, file.filename);
  return true;
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

/** Query keys of the admin back office. */
export const adminKeys = {
  problemList: (params: AdminProblemListParams) => ['admin', 'problem-list', params] as const,
  problem: (pid: number) => ['admin', 'problem', pid] as const,
  classifications: (oj: string) => ['admin', 'classifications', oj] as const,
  tags: (oj: string) => ['admin', 'tags', oj] as const,
  languages: ['admin', 'languages'] as const,
  verification: (pid: number) => ['admin', 'verification', pid] as const,
};
