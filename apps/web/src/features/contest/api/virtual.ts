import type { VirtualRankRequest } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** Virtual participation (contract `endpoints/virtual.ts`): sit an ended contest later against its field. */

export const getVirtualRun = (cid: number) => call(endpoints.contestVirtualRun, { query: { cid } });

export const startVirtualRun = (cid: number) => call(endpoints.startContestVirtualRun, { body: { cid } });

export const getVirtualRank = (body: VirtualRankRequest) => call(endpoints.contestVirtualRank, { body });

export const getVirtualSubmissions = (cid: number, currentPage: number, limit: number) =>
  call(endpoints.contestVirtualSubmissions, { query: { cid, currentPage, limit } });
