import type { RemoteKey } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallQuery } from '@/api/call.ts';
import type { TrainingBody } from '@/features/training/index.ts';

/** A group's training calls (hoj-api §11, under /api/group); the server checks the group level and Root* on each. */

export type GroupTrainingListParams = CallQuery<typeof endpoints.groupTrainingList>;

/** The group's visible trainings with the viewer's progress (members). */
export const getGroupTrainingList = (params: GroupTrainingListParams) => call(endpoints.groupTrainingList, { query: params });

export const getGroupAdminTrainingList = (params: GroupTrainingListParams) => call(endpoints.groupAdminTrainingList, { query: params });

export const getGroupTraining = (tid: number) => call(endpoints.groupTraining, { query: { tid } });

/** Creates (no id) or updates one of the group's trainings; a new one names its group. */
export async function saveGroupTraining(gid: number, body: TrainingBody): Promise<string> {
  const res = body.training.id
    ? await callReply(endpoints.groupTrainingUpdate, { body })
    : await callReply(endpoints.groupTrainingCreate, { body: { ...body, training: { ...body.training, gid } } });
  return res.msg;
}

export const deleteGroupTraining = async (tid: number) => (await callReply(endpoints.groupTrainingDelete, { query: { tid } })).msg;

export const changeGroupTrainingStatus = async (tid: number, status: boolean) =>
  (await callReply(endpoints.groupChangeTrainingStatus, { query: { tid, status } })).msg;

export const getGroupTrainingProblemList = (params: CallQuery<typeof endpoints.groupTrainingProblemList>) =>
  call(endpoints.groupTrainingProblemList, { query: { ...params, keyword: params.keyword || undefined } });

export const changeGroupTrainingProblemRank = async (link: { id: number; tid: number; pid: number; rank: number }) =>
  (await callReply(endpoints.groupTrainingProblemUpdate, { body: link })).msg;

export const removeGroupTrainingProblem = async (tid: number, pid: number) =>
  (await callReply(endpoints.groupTrainingProblemDelete, { query: { tid, pid } })).msg;

export const addGroupTrainingProblemFromPublic = async (tid: number, pid: number, displayId: string) =>
  (await callReply(endpoints.groupAddTrainingProblemFromPublic, { body: { tid, pid, displayId } })).msg;

/** Fetches a remote judge's problem into the group's training. */
export const importGroupTrainingRemoteProblem = async (tid: number, name: RemoteKey, problemId: string) =>
  (await callReply(endpoints.groupImportTrainingRemoteProblem, { query: { tid, name, problemId } })).msg;

/** One of the group's problems by its display id; its parameters travel in the query (hoj-api §11). */
export const addGroupTrainingProblemFromGroup = async (tid: number, problemId: string) =>
  (await callReply(endpoints.groupAddTrainingProblemFromGroup, { query: { tid, problemId } })).msg;
