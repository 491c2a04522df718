import { z } from 'zod';
import { get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { id, pageQuery, queryFlag } from '../ids.ts';
import { clarificationPaths } from '../paths/clarification.ts';

/**
 * Contest clarifications: a contestant asks the judges about a problem or the contest in general;
 * the contest's admins answer privately or to all, or turn the question into an announcement.
 * A contestant sees their own questions and the answers given to all, never another's private
 * question. Who administers a contest (its author, a super admin, its group's root) is decided
 * per contest by the server, so the admin rows need a login only.
 */

export const CLARIFICATION_LIMITS = {
  question: 2000,
  answer: 5000,
  /** Unanswered questions one contestant may have waiting in one contest. */
  waitingPerUser: 10,
  pageSize: 20,
} as const;

/** One clarification as its reader may see it. */
export interface ClarificationVO {
  id: number;
  cid: number;
  /** The problem asked about (its display id in the contest), or null for the contest in general. */
  displayId: string | null;
  question: string;
  /** Null until answered. */
  answer: string | null;
  /** Answered to every contestant (else to the asker only). */
  toAll: boolean;
  /** Whether the reader asked it. */
  mine: boolean;
  /** The asker's username: shown to the contest's admins and to the asker only. */
  askedBy: string | null;
  answeredBy: string | null;
  gmtCreate: string;
  gmtAnswered: string | null;
}

export const clarificationPageQuery = z.object({ cid: id('The contest id'), ...pageQuery });

export const adminClarificationPageQuery = z.object({
  cid: id('The contest id'),
  /** Only the questions still waiting for an answer. */
  waiting: queryFlag,
  ...pageQuery,
});

export const askClarificationBody = z.object({
  cid: id('The contest id'),
  displayId: z.string().trim().max(32).nullable().optional(),
  question: z
    .string('The question is required')
    .trim()
    .min(1, 'The question is required')
    .max(CLARIFICATION_LIMITS.question, `The question can not exceed ${CLARIFICATION_LIMITS.question} characters`),
});
export type AskClarificationBody = z.input<typeof askClarificationBody>;

export const answerClarificationBody = z.object({
  id: id('The clarification'),
  answer: z
    .string('The answer is required')
    .trim()
    .min(1, 'The answer is required')
    .max(CLARIFICATION_LIMITS.answer, `The answer can not exceed ${CLARIFICATION_LIMITS.answer} characters`),
  toAll: z.boolean('Say whether the answer is for everyone').default(false),
});
export type AnswerClarificationBody = z.input<typeof answerClarificationBody>;

export const announceClarificationBody = z.object({
  id: id('The clarification'),
  title: z.string('Title is required').trim().min(1, 'Title is required').max(255),
  answer: answerClarificationBody.shape.answer,
});
export type AnnounceClarificationBody = z.input<typeof announceClarificationBody>;

const P = clarificationPaths;
const login = { auth: 'login' } as const;

export const clarificationEndpoints = {
  contestClarifications: get(P.contestClarifications, {
    ...login,
    query: clarificationPageQuery,
    response: shape<Page<ClarificationVO>>(),
  }),
  askContestClarification: post(P.askContestClarification, { ...login, body: askClarificationBody, response: shape<ClarificationVO>() }),
  adminContestClarifications: get(P.adminContestClarifications, {
    ...login,
    query: adminClarificationPageQuery,
    response: shape<Page<ClarificationVO>>(),
  }),
  answerContestClarification: put(P.answerContestClarification, {
    ...login,
    body: answerClarificationBody,
    response: shape<ClarificationVO>(),
  }),
  // Answers to all and publishes the question and its answer as a contest announcement.
  announceContestClarification: post(P.announceContestClarification, {
    ...login,
    body: announceClarificationBody,
    response: shape<ClarificationVO>(),
  }),
};
