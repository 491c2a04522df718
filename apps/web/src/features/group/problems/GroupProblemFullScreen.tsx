import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScopeFocus } from '@/components/scope/ScopeFocus.tsx';
import { ProblemView } from '@/features/problem/index.ts';
import { GroupScopeProvider } from '../shell/GroupScopeProvider.tsx';
import { groupPath, parseGroupId, useGroupScope } from '../shell/groupScope.ts';

function FullScreenView({ problemID }: { problemID: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gid, group } = useGroupScope();
  return (
    <ScopeFocus
      testId="group-problem-focus-page"
      exitLabel={t('problem.detail.exitFullScreen')}
      onExit={() => void navigate(groupPath.problem(gid, problemID))}
      header={<strong>{group.name}</strong>}
    >
      <ProblemView key={problemID} problemID={problemID} gid={gid} fullScreen={{ path: groupPath.problem(gid, problemID), active: true }} />
    </ScopeFocus>
  );
}

/** /group/:groupID/problem/:problemID/full-screen — the focus page of a group problem: no top bar, no group frame. */
export default function GroupProblemFullScreen() {
  const params = useParams();
  const gid = parseGroupId(params.groupID);
  return (
    <GroupScopeProvider key={gid} gid={gid}>
      <FullScreenView problemID={params.problemID ?? ''} />
    </GroupScopeProvider>
  );
}
