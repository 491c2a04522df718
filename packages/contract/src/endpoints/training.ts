import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type { Problem } from '../problem.ts';
import { ROLE_GROUPS } from '../roles.ts';
import {
  type AdminTraining,
  type AdminTrainingVO,
  type TrainingAccessVO,
  type TrainingCategory,
  type TrainingProblemRow,
  type TrainingProblemVO,
  type TrainingRankVO,
  type TrainingVO,
  addTrainingProblemFromPublicBody,
  adminTrainingListQuery,
  adminTrainingProblemListQuery,
  changeTrainingStatusQuery,
  registerTrainingRequest,
  removeTrainingProblemQuery,
  tidQuery,
  trainingCategoryBody,
  trainingCategoryDeleteQuery,
  trainingDTO,
  trainingListQuery,
  trainingProblemBody,
  trainingRankQuery,
} from '../training.ts';
import { importRemoteTrainingProblemQuery } from '../remote-judge.ts';
import { trainingAdminPaths, trainingPaths } from '../paths/training.ts';

/**
 * The training calls (hoj-api §7) and the back office's (§13.3 categories, §13.6). A training's
 * admins are its author and the super admins (and, for a group's, the group's root and admins);
 * the server checks it on every call that touches one training.
 */

/** A page of problems and, for the training's own, every link of the training by pid. */
export interface AdminTrainingProblemListVO {
  problemList: Page<Problem>;
  trainingProblemMap: Record<string, TrainingProblemRow>;
}

const P = trainingPaths;
const A = trainingAdminPaths;
const admins = { auth: 'login', roles: ROLE_GROUPS.admins } as const;
const managers = { auth: 'login', roles: ROLE_GROUPS.managers } as const;

export const trainingEndpoints = {
  trainingCategory: get(P.trainingCategory, { auth: 'anon', response: shape<TrainingCategory[]>() }),
  trainingList: get(P.trainingList, { auth: 'anon', query: trainingListQuery, response: shape<Page<TrainingVO>>() }),
  trainingDetail: get(P.trainingDetail, { auth: 'login', query: tidQuery, response: shape<TrainingVO>() }),
  registerTraining: post(P.registerTraining, { auth: 'login', body: registerTrainingRequest, response: shape<null>() }),
  trainingAccess: get(P.trainingAccess, { auth: 'login', query: tidQuery, response: shape<TrainingAccessVO>() }),
  trainingProblemList: get(P.trainingProblemList, { auth: 'login', query: tidQuery, response: shape<TrainingProblemVO[]>() }),
  trainingRank: get(P.trainingRank, { auth: 'login', query: trainingRankQuery, response: shape<Page<TrainingRankVO>>() }),
} as const;

export const trainingAdminEndpoints = {
  adminTrainingList: get(A.adminTrainingList, { ...admins, query: adminTrainingListQuery, response: shape<Page<AdminTraining>>() }),
  adminTraining: get(A.adminTraining, { ...admins, query: tidQuery, response: shape<AdminTrainingVO>() }),
  adminTrainingCreate: post(A.adminTraining, { ...admins, body: trainingDTO, response: shape<{ id: number }>() }),
  adminTrainingUpdate: put(A.adminTraining, { ...admins, body: trainingDTO, response: shape<null>() }),
  adminTrainingDelete: del(A.adminTraining, { auth: 'login', roles: ROLE_GROUPS.root, query: tidQuery, response: shape<null>() }),
  adminChangeTrainingStatus: put(A.adminChangeTrainingStatus, { ...admins, query: changeTrainingStatusQuery, response: shape<null>() }),
  // queryExisted=true: the training's own problems; otherwise public problems that may be added.
  adminTrainingProblemList: get(A.adminTrainingProblemList, {
    ...admins,
    query: adminTrainingProblemListQuery,
    response: shape<AdminTrainingProblemListVO>(),
  }),
  adminTrainingProblemUpdate: put(A.adminTrainingProblem, { ...admins, body: trainingProblemBody, response: shape<null>() }),
  // With `tid` takes the problem out of that training, without it deletes the problem.
  adminTrainingProblemDelete: del(A.adminTrainingProblem, { ...admins, query: removeTrainingProblemQuery, response: shape<null>() }),
  adminAddTrainingProblemFromPublic: post(A.adminAddTrainingProblemFromPublic, {
    ...admins,
    body: addTrainingProblemFromPublicBody,
    response: shape<null>(),
  }),
  adminImportRemoteTrainingProblem: get(A.adminImportRemoteTrainingProblem, {
    ...admins,
    query: importRemoteTrainingProblemQuery,
    response: shape<null>(),
  }),
  adminTrainingCategoryCreate: post(A.adminTrainingCategory, {
    ...managers,
    body: trainingCategoryBody,
    response: shape<TrainingCategory>(),
  }),
  adminTrainingCategoryUpdate: put(A.adminTrainingCategory, { ...managers, body: trainingCategoryBody, response: shape<null>() }),
  adminTrainingCategoryDelete: del(A.adminTrainingCategory, { ...managers, query: trainingCategoryDeleteQuery, response: shape<null>() }),
} as const;
