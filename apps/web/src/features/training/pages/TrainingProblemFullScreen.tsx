import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScopeFocus } from '@/components/scope/ScopeFocus.tsx';
import { TrainingHeader } from '../components/TrainingHeader.tsx';
import { TrainingScopeProvider } from './TrainingScopeProvider.tsx';
import { parseTrainingId, trainingPath, useTrainingScope } from './trainingScope.ts';
import { TrainingProblemView } from './TrainingProblemView.tsx';
import './training.css';

function FullScreenView({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tid, training, access } = useTrainingScope();
  // The problems open with access: before that the introduction asks for the password.
  if (!access) return <Navigate to={trainingPath.root(tid)} replace />;
  return (
    <ScopeFocus
      testId="training-focus-page"
      exitLabel={t('problem.detail.exitFullScreen')}
      onExit={() => void navigate(trainingPath.problem(tid, problemId))}
      header={<TrainingHeader training={training} compact />}
    >
      <TrainingProblemView key={problemId} problemId={problemId} fullScreen />
    </ScopeFocus>
  );
}

/** /training/:trainingID/problem/:problemID/full-screen — the focus page: no top bar, the strip with titles. */
export default function TrainingProblemFullScreen() {
  const params = useParams();
  const tid = parseTrainingId(params.trainingID);
  return (
    <TrainingScopeProvider key={tid} tid={tid}>
      <FullScreenView problemId={params.problemID ?? ''} />
    </TrainingScopeProvider>
  );
}
