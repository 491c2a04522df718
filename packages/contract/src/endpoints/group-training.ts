import { z } from 'zod';
import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { groupPageQuery } from '../group.ts';
import { id } from '../ids.ts';
import { groupTrainingPaths } from '../paths/group-training.ts';
import { importRemoteTrainingProblemQuery } from '../remote-judge.ts';
import {
  type AdminTraining,
  type AdminTrainingVO,
  type TrainingVO,
  addTrainingProblemFromPublicBody,
  adminTrainingProblemListQuery,
  changeTrainingStatusQuery,
  tidQuery,
  trainingDTO,
  trainingProblemBody,
} from '../training.ts';
import type { AdminTrainingProblemListVO } from './training.ts';

/**
 * A group's trainings (hoj-api §11, under /api/group): the site's training schemas seen through a
 * group. Every call needs a login; the server checks the group level (member, admin) or, for a
 * call naming one training, hoj's Root* rule (the group root any, a group admin only their own).
 */

/** POST /add-training-problem-from-group takes its parameters in the query: the group problem's display id. */
export const addTrainingProblemFromGroupQuery = z.object({
  problemId: z.string('The problem id is required').trim().min(1, 'The problem id is required').max(255),
  tid: id('The training id'),
});

/** DELETE /training-problem: the problem leaves the training (the problem itself stays). */
export const groupTrainingProblemDeleteQuery = z.object({ pid: id('The problem'), tid: id('The training id') });

const P = groupTrainingPaths;
const login = { auth: 'login' } as const;

export const groupTrainingEndpoints = {
  groupTrainingList: get(P.groupTrainingList, { ...login, query: groupPageQuery, response: shape<Page<TrainingVO>>() }),
  groupAdminTrainingList: get(P.groupAdminTrainingList, { ...login, query: groupPageQuery, response: shape<Page<AdminTraining>>() }),
  groupTraining: get(P.groupTraining, { ...login, query: tidQuery, response: shape<AdminTrainingVO>() }),
  // The body's training carries the group (`training.gid`).
  groupTrainingCreate: post(P.groupTraining, { ...login, body: trainingDTO, response: shape<{ id: number }>() }),
  groupTrainingUpdate: put(P.groupTraining, { ...login, body: trainingDTO, response: shape<null>() }),
  groupTrainingDelete: del(P.groupTraining, { ...login, query: tidQuery, response: shape<null>() }),
  groupChangeTrainingStatus: put(P.groupChangeTrainingStatus, { ...login, query: changeTrainingStatusQuery, response: shape<null>() }),
  // queryExisted=true: the training's own problems; otherwise public bank problems that may be added.
  groupTrainingProblemList: get(P.groupTrainingProblemList, {
    ...login,
    query: adminTrainingProblemListQuery,
    response: shape<AdminTrainingProblemListVO>(),
  }),
  groupTrainingProblemUpdate: put(P.groupTrainingProblem, { ...login, body: trainingProblemBody, response: shape<null>() }),
  groupTrainingProblemDelete: del(P.groupTrainingProblem, { ...login, query: groupTrainingProblemDeleteQuery, response: shape<null>() }),
  groupAddTrainingProblemFromPublic: post(P.groupAddTrainingProblemFromPublic, {
    ...login,
    body: addTrainingProblemFromPublicBody,
    response: shape<null>(),
  }),
  groupImportTrainingRemoteProblem: get(P.groupImportTrainingRemoteProblem, {
    ...login,
    query: importRemoteTrainingProblemQuery,
    response: shape<null>(),
  }),
  groupAddTrainingProblemFromGroup: post(P.groupAddTrainingProblemFromGroup, {
    ...login,
    query: addTrainingProblemFromGroupQuery,
    response: shape<null>(),
  }),
} as const;
