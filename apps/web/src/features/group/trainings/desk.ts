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
  removeGroupTrainingProblem,
  saveGroupTraining,
} from './api.ts';
import { groupTrainingPlaces, mayManageGroupTraining } from './rules.ts';

/**
 * The training back office on a group's desk (spec part 3 §2.3, §6; hoj-api §11): its screens live
 * under /group/{gid}/training/admin, call the group's training calls, and offer a training to the
 * group root (any) or the group admin who made it (hoj's Root*; the server decides again). The
 * group's problems come in by display id; the problems themselves are the group problem pages' to
 * edit, so the list here changes only their place in the training.
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
    siteExtras: false,
    changeAuth: null,
    deleteProblem: null,
    problemEditPath: () => null,
    canManage,
    canDelete: canManage,
  };
}
