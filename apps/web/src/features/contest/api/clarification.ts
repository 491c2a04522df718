import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** Contest clarifications (contract `endpoints/clarification.ts`): contestants ask, the contest's admins answer. */

export const getClarifications = (cid: number, currentPage: number) =>
  call(endpoints.contestClarifications, { query: { cid, currentPage, limit: 20 } });

export const askClarification = (cid: number, displayId: string | null, question: string) =>
  call(endpoints.askContestClarification, { body: { cid, displayId, question } });

export const getClarificationQueue = (cid: number, currentPage: number) =>
  call(endpoints.adminContestClarifications, { query: { cid, currentPage, limit: 20 } });

export const answerClarification = (id: number, answer: string, toAll: boolean) =>
  call(endpoints.answerContestClarification, { body: { id, answer, toAll } });

export const announceClarification = (id: number, title: string, answer: string) =>
  call(endpoints.announceContestClarification, { body: { id, title, answer } });
