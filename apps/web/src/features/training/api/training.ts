import { endpoints } from '@/api/endpoints.ts';
import { call, type CallQuery } from '@/api/call.ts';

/**
 * The student-side training calls (hoj-api §7) and the problem strip of a training's problem page.
 * Failures are reported by the client; callers only decide what the screen shows.
 */

/** The list's query: page, limit and the filters (keyword, categoryId, auth). */
export type TrainingListParams = CallQuery<typeof endpoints.trainingList>;

/** The rank's query: tid, page, limit and the keyword (username, real name or school). */
export type TrainingRankParams = CallQuery<typeof endpoints.trainingRank>;

export const getTrainingCategories = () => call(endpoints.trainingCategory);

export const getTrainingList = (params: TrainingListParams) => call(endpoints.trainingList, { query: params });

export const getTrainingDetail = (tid: number) => call(endpoints.trainingDetail, { query: { tid } });

export const getTrainingAccess = (tid: number) => call(endpoints.trainingAccess, { query: { tid } });

export const registerTraining = (tid: number, password: string) => call(endpoints.registerTraining, { body: { tid, password } });

export const getTrainingProblems = (tid: number) => call(endpoints.trainingProblemList, { query: { tid } });

export const getTrainingRank = (params: TrainingRankParams) => call(endpoints.trainingRank, { query: params });

/** The strip of the training's problem page: its problems in training order with the user's status. */
export const getTrainingStrip = (tid: number) => call(endpoints.fullScreenProblemList, { query: { tid } });
