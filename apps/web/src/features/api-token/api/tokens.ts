import type { UserTokenScope } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** API tokens (contract `endpoints/api-token.ts`): one's own, and the judge hosts' (super admin). */

export const getApiTokens = () => call(endpoints.apiTokens, {});

export const createApiToken = (body: { name: string; scopes: UserTokenScope[]; expiresInDays: number | null }) =>
  call(endpoints.apiTokenCreate, { body });

export const revokeApiToken = (id: number) => call(endpoints.apiTokenDelete, { query: { id } });

export const getJudgeTokens = () => call(endpoints.adminJudgeTokens, {});

export const createJudgeToken = (name: string) => call(endpoints.adminJudgeTokenCreate, { body: { name } });

export const revokeJudgeToken = (id: number) => call(endpoints.adminJudgeTokenDelete, { query: { id } });
