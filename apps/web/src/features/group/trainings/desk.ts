import type { TrainingDesk } from '@/features/training/index.ts';
import {
  addGroupTrainingProblemFromGroup,
  addGroupTrainingProblemFromPublic,
  changeGroupTrainingProblemRank,
  changeGroupTrainingStatus,
  deleteGroupTraining,
  getGroupAdminTrainingList,
  getGroupTraining,
  getGroupTrainingProblemList,
  importGroupTrainingRemoteProblem,
  removeGroupTrainingProblem,
  saveGroupTraining,
} from './api.ts';
import { changeGroupProblemAuth, deleteGroupProblem } from '../problems/api.ts';
import { tabModePath } from '../problems/modes.ts';
import { groupTrainingPlaces, mayManageGroupTraining } from './rules.ts';

/**
 * The training back office on a group's desk (spec part 3 §2.3, §6; hoj-api §11): its screens live
 * under /group/{gid}/training/admin, call the group's training calls, and offer a training to the
 * group root (any) or the group admin who made it (hoj's Root*; the server decides again). The
 * group's problems come in by display id and are edited on the group's problem form; a public
 * bank problem in the training is not the group's to edit.
 */
export function groupTrainingDesk(gid: number, isRoot: boolean): TrainingDesk {
  const canManage: TrainingDesk['canManage'] = (row, user) => mayManageGroupTraining(isRoot, row.author, user?.username);
  return {
    ...groupTrainingPlaces(gid),
    searchable: false,
    list: (params) => getGroupAdminTrainingList({ gid, currentPage: params.currentPage, limit: params.limit }),
    get: getGroupTraining,
    save: (body) => saveGroupTraining(gid, body),
    remove: deleteGroupTraining,
    changeStatus: (tid, _author, status) => changeGroupTrainingStatus(tid, status),
    problems: getGroupTrainingProblemList,
    changeRank: changeGroupTrainingProblemRank,
    removeProblem: removeGroupTrainingProblem,
    addFromPublic: addGroupTrainingProblemFromPublic,
    addFromGroup: addGroupTrainingProblemFromGroup,
    importRemote: importGroupTrainingRemoteProblem,
    siteExtras: false,
    changeAuth: changeGroupProblemAuth,
    // The server lets the group root delete any of the group's problems, an admin their own.
    deleteProblem: { call: deleteGroupProblem, allowed: () => true },
    problemEditPath: (problem) => (problem.gid === gid ? tabModePath(gid, 'edit', problem.id) : null),
    canManage,
    canDelete: canManage,
  };
}
