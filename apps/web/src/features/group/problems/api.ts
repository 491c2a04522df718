import type { ProblemDTO } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallQuery } from '@/api/call.ts';

/** A group's problem calls (hoj-api §11) and the back office's review of proposals (§13.4). */

export type GroupProblemParams = CallQuery<typeof endpoints.groupProblemList>;
export type ReviewParams = CallQuery<typeof endpoints.adminGroupProblemList>;
type AuthValue = CallQuery<typeof endpoints.groupChangeProblemAuth>['auth'];

export const getGroupProblemList = (params: GroupProblemParams) => call(endpoints.groupProblemList, { query: params });
export const getGroupAdminProblemList = (params: GroupProblemParams) => call(endpoints.groupAdminProblemList, { query: params });
export const getGroupProblem = (pid: number) => call(endpoints.groupProblem, { query: { pid } });
export const getGroupProblemTags = (gid: number) => call(endpoints.groupProblemTags, { query: { gid } });

export async function createGroupProblem(dto: ProblemDTO): Promise<string> {
  return (await callReply(endpoints.groupProblemCreate, { body: dto })).msg;
}
export async function updateGroupProblem(dto: ProblemDTO): Promise<string> {
  return (await callReply(endpoints.groupProblemUpdate, { body: dto })).msg;
}
export async function deleteGroupProblem(pid: number): Promise<string> {
  return (await callReply(endpoints.groupProblemDelete, { query: { pid } })).msg;
}
export async function changeGroupProblemAuth(pid: number, auth: AuthValue): Promise<string> {
  return (await callReply(endpoints.groupChangeProblemAuth, { query: { pid, auth } })).msg;
}
export async function applyPublic(pid: number, isApplied: boolean): Promise<string> {
  return (await callReply(endpoints.groupApplyPublic, { query: { pid, isApplied } })).msg;
}

export const getProposals = (params: ReviewParams) => call(endpoints.adminGroupProblemList, { query: params });
export async function changeProgress(pid: number, progress: 2 | 3): Promise<string> {
  return (await callReply(endpoints.adminGroupProblemProgress, { body: { pid, progress } })).msg;
}

export const groupProblemKeys = {
  of: (gid: number) => ['group', gid, 'problems'] as const,
  list: (params: GroupProblemParams) => ['group', params.gid, 'problems', 'list', params] as const,
  admin: (params: GroupProblemParams) => ['group', params.gid, 'problems', 'admin', params] as const,
  reviewAll: ['admin', 'group-problem'] as const,
  review: (params: ReviewParams) => ['admin', 'group-problem', params] as const,
};
