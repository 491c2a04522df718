import type { PlagiarismScope } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** The contest's similarity check (contract `endpoints/plagiarism.ts`), for its admins. */

export const checkContestSimilarity = (cid: number, scope: PlagiarismScope, threshold: number) =>
  call(endpoints.adminPlagiarismCheck, { body: { cid, scope, threshold } });

export const getSimilarPair = (a: number, b: number) => call(endpoints.adminPlagiarismPair, { query: { a, b } });
