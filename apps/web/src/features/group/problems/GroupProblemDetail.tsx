import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemView } from '@/features/problem/index.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';

/** /group/:groupID/problem/:problemID — a group problem, read and submitted inside the group. */
export default function GroupProblemDetail() {
  const { t } = useTranslation();
  const { problemID = '' } = useParams();
  const { gid } = useGroupScope();
  return (
    <div className="problem-detail" data-testid="group-problem-detail">
      <ProblemView
        key={problemID}
        problemID={problemID}
        gid={gid}
        fullScreen={{ path: groupPath.fullScreen(gid, problemID), active: false }}
        list={{ path: groupPath.tab(gid, 'problem'), label: t('groupProblem.detail.backToList') }}
      />
    </div>
  );
}
