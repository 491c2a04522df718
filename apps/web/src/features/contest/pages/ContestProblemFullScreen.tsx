import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScopeFocus } from '@/components/scope/ScopeFocus.tsx';
import { ContestHeader } from '../components/ContestHeader.tsx';
import { ContestScopeProvider } from './ContestScopeProvider.tsx';
import { parseContestId } from './contestId.ts';
import { contestPath, useContestScope } from './contestScope.ts';
import { ContestProblemView } from './ContestProblemView.tsx';
import './contest.css';

function FullScreenView({ displayId }: { displayId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cid, contest, offset, status, menuDisabled } = useContestScope();
  // The problems open with the contest menu: before that the overview explains why.
  if (menuDisabled) return <Navigate to={contestPath.root(cid)} replace />;
  return (
    <ScopeFocus
      testId="contest-focus-page"
      exitLabel={t('contest.problem.exitFullScreen')}
      onExit={() => void navigate(contestPath.problem(cid, displayId))}
      header={<ContestHeader contest={contest} offset={offset} status={status} compact />}
    >
      <ContestProblemView key={displayId} displayId={displayId} fullScreen />
    </ScopeFocus>
  );
}

/** /contest/:contestID/problem/:problemID/full-screen — the focus page: no top bar, the strip with titles. */
export default function ContestProblemFullScreen() {
  const params = useParams();
  const cid = parseContestId(params.contestID);
  return (
    <ContestScopeProvider key={cid} cid={cid}>
      <FullScreenView displayId={params.problemID ?? ''} />
    </ContestScopeProvider>
  );
}
