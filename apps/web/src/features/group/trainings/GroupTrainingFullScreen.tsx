import { useParams } from 'react-router';
import { TrainingProblemFullScreenAt } from '@/features/training/index.ts';
import { groupPath, parseGroupId } from '../shell/groupScope.ts';

/**
 * /group/:groupID/training/:trainingID/problem/:problemID/full-screen — a group training problem's
 * focus page, outside the group shell; the server admits the group's members only.
 */
export default function GroupTrainingFullScreen() {
  const gid = parseGroupId(useParams().groupID);
  return <TrainingProblemFullScreenAt base={groupPath.tab(gid, 'training')} />;
}
