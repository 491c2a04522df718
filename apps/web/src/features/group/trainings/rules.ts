import type { TrainingDesk } from '@/features/training/index.ts';
import { groupPath } from '../shell/groupScope.ts';
import { groupTrainingKeys } from './keys.ts';

/** The pure rules of a group's training desk: who manages a training, and where its screens and lists live. */

/**
 * hoj's Root* (spec part 3 §6): the group root manages every training of the group, a group admin
 * only those they made; the server decides again.
 */
export function mayManageGroupTraining(isRoot: boolean, author: string | null, username: string | undefined): boolean {
  return isRoot || (author !== null && author === username);
}

/** The admin mode's paths under the group's Training tab and its query keys under the group's prefix. */
export function groupTrainingPlaces(gid: number): Pick<TrainingDesk, 'base' | 'viewPath' | 'keys'> {
  return {
    base: `${groupPath.tab(gid, 'training')}/admin`,
    viewPath: (tid) => groupPath.training(gid, tid),
    keys: {
      all: groupTrainingKeys.admin(gid),
      list: (params) => groupTrainingKeys.adminList(gid, params),
      training: (tid) => groupTrainingKeys.training(gid, tid),
      problemLists: groupTrainingKeys.problemLists(gid),
      problems: (params) => groupTrainingKeys.problems(gid, params),
    },
  };
}
