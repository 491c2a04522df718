import { SubmissionListPanel } from '@/features/submission/index.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';

/** /group/:groupID/status — the submissions made in the group, with the submission list's filters (spec part 3 §2.3). */
export default function GroupSubmissions() {
  const { gid } = useGroupScope();
  return (
    <SubmissionListPanel
      scope={{
        gid,
        detailPath: (row) => groupPath.submission(gid, row.submitId),
        problemPath: (row) => groupPath.problem(gid, row.displayPid),
      }}
    />
  );
}
