import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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
    <div className="contest-focus" data-testid="contest-focus-page">
      <div className="contest-focus__bar">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(contestPath.problem(cid, displayId))}
          data-testid="exit-full-screen"
        >
          {t('contest.problem.exitFullScreen')}
        </Button>
        <ContestHeader contest={contest} offset={offset} status={status} compact />
      </div>
      <ContestProblemView key={displayId} displayId={displayId} fullScreen />
    </div>
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
