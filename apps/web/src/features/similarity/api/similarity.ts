import type { PlagiarismScope } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** The similarity check (contract `endpoints/plagiarism.ts`): a contest's, for its admins, or a bank problem's, for the site's. */

export type SimilarityTarget = { cid: number } | { pid: number };

export const similarityKeys = {
  pair: (a: number, b: number) => ['similarity', 'pair', a, b] as const,
};

export const checkSimilarity = (target: SimilarityTarget, scope: PlagiarismScope, threshold: number) =>
  call(endpoints.adminPlagiarismCheck, { body: { ...target, scope, threshold } });

export const getSimilarPair = (a: number, b: number) => call(endpoints.adminPlagiarismPair, { query: { a, b } });
