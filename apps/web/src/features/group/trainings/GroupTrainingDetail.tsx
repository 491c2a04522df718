import { TrainingShellAt } from '@/features/training/index.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';

/** /group/:groupID/training/:trainingID/* — a group training: the training shell under the group's path (spec part 3 §2.3). */
export default function GroupTrainingDetail() {
  const { gid, isRoot } = useGroupScope();
  return <TrainingShellAt base={groupPath.tab(gid, 'training')} admin={isRoot} />;
}
