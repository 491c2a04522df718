import { SubmissionDetails } from '@/features/submission/index.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';

/** /group/:groupID/submission-detail/:submitID — a submission made in the group, linking back inside it. */
export default function GroupSubmissionDetail() {
  const { gid } = useGroupScope();
  return (
    <SubmissionDetails
      listPath={groupPath.tab(gid, 'status')}
      problemLink={(displayPid) => ({ label: displayPid, to: groupPath.problem(gid, displayPid) })}
    />
  );
}
