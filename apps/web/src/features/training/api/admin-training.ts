import type { RemoteKey } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody } from '@/api/call.ts';

/**
 * The back office's training calls (hoj-api §13.3 categories, §13.6). Any admin reads every
 * training; the server lets only its author, a super admin or a problem admin change one.
 */

export interface AdminTrainingListParams {
  currentPage: number;
  limit: number;
  /** Matches the title or the id. */
  keyword?: string | undefined;
}

export const getAdminTrainingList = (params: AdminTrainingListParams) =>
  call(endpoints.adminTrainingList, { query: { ...params, keyword: params.keyword || undefined } });

/** `{training, trainingCategory}` as the form edits it. */
export const getAdminTraining = (tid: number) => call(endpoints.adminTraining, { query: { tid } });

export type TrainingBody = CallBody<typeof endpoints.adminTrainingCreate>;

/** Creates (no id) or updates a training; answers the server's message. */
export async function saveTraining(body: TrainingBody): Promise<string> {
  const res = body.training.id
    ? await callReply(endpoints.adminTrainingUpdate, { body })
    : await callReply(endpoints.adminTrainingCreate, { body });
  return res.msg;
}

export async function deleteTraining(tid: number): Promise<string> {
  return (await callReply(endpoints.adminTrainingDelete, { query: { tid } })).msg;
}

/** Shows or hides the training at once. */
export async function changeTrainingStatus(tid: number, author: string | null, status: boolean): Promise<string> {
  return (await callReply(endpoints.adminChangeTrainingStatus, { query: { tid, author: author ?? undefined, status } })).msg;
}

// ---------------------------------------------------------------------------------------------
// The training's problems

export interface TrainingProblemListParams {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  /** true: the training's own problems; false: public bank problems that may be added. */
  queryExisted: boolean;
}

/** `{problemList, trainingProblemMap}`: a page of problems and, for the training's own, their links by pid. */
export const getTrainingProblemList = (params: TrainingProblemListParams) =>
  call(endpoints.adminTrainingProblemList, { query: { ...params, keyword: params.keyword || undefined } });

/** Moves a problem in the training: its order number (smaller first). */
export async function changeTrainingProblemRank(link: { id: number; tid: number; pid: number; rank: number }): Promise<string> {
  return (await callReply(endpoints.adminTrainingProblemUpdate, { body: link })).msg;
}

/** Takes the problem out of the training; the problem stays in the bank. */
export async function removeTrainingProblem(tid: number, pid: number): Promise<string> {
  return (await callReply(endpoints.adminTrainingProblemDelete, { query: { pid, tid } })).msg;
}

/** Deletes the problem itself (super admins and problem admins). */
export async function deleteBankProblem(pid: number): Promise<string> {
  return (await callReply(endpoints.adminTrainingProblemDelete, { query: { pid } })).msg;
}

/** Adds a bank problem to the training under its own problem id. */
export async function addTrainingProblem(tid: number, pid: number, displayId: string): Promise<string> {
  return (await callReply(endpoints.adminAddTrainingProblemFromPublic, { body: { tid, pid, displayId } })).msg;
}

export async function importRemoteTrainingProblem(tid: number, name: RemoteKey, problemId: string): Promise<string> {
  return (await callReply(endpoints.adminImportRemoteTrainingProblem, { query: { tid, name, problemId } })).msg;
}

// ---------------------------------------------------------------------------------------------
// Categories

export const getTrainingCategories = () => call(endpoints.trainingCategory);

export type CategoryBody = CallBody<typeof endpoints.adminTrainingCategoryCreate>;

/** Creates (no id) or updates a category. */
export async function saveTrainingCategory(body: CategoryBody): Promise<void> {
  if (body.id) await call(endpoints.adminTrainingCategoryUpdate, { body });
  else await call(endpoints.adminTrainingCategoryCreate, { body });
}

export async function deleteTrainingCategory(cid: number): Promise<string> {
  return (await callReply(endpoints.adminTrainingCategoryDelete, { query: { cid } })).msg;
}
