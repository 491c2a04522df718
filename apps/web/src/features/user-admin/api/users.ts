import type { GenerateUserBody, InsertBatchUserBody } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody } from '@/api/call.ts';
import { downloadFile } from '@/api/download.ts';

/** The back office's user calls (hoj-api §13.2): the super admin's. */

export interface UserListParams {
  currentPage: number;
  limit: number;
  keyword: string;
  onlyAdmin: boolean;
}

export const getUsers = ({ currentPage, limit, keyword, onlyAdmin }: UserListParams) =>
  call(endpoints.adminUserList, { query: { currentPage, limit, onlyAdmin, keyword: keyword || undefined } });

export type EditUserValues = CallBody<typeof endpoints.adminUserEdit>;

export async function editUser(body: EditUserValues): Promise<string> {
  return (await callReply(endpoints.adminUserEdit, { body })).msg;
}

export async function deleteUsers(ids: string[]): Promise<string> {
  return (await callReply(endpoints.adminUserDelete, { body: { ids } })).msg;
}

/** Imports the rows; a refusal rejects with an ApiError whose `data` is an ImportRefusal. */
export async function importUsers(users: InsertBatchUserBody['users']): Promise<string> {
  return (await callReply(endpoints.adminUserInsertBatch, { body: { users } })).msg;
}

export const generateUsers = (body: GenerateUserBody) => call(endpoints.adminUserGenerate, { body });

/** Saves the sheet of generated accounts; false when the server answered a message instead. */
export const downloadGeneratedSheet = (key: string) => downloadFile(endpoints.generateUserExcel, { query: { key } });
