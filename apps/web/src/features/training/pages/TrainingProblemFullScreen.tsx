import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScopeFocus } from '@/components/scope/ScopeFocus.tsx';
import { TrainingHeader } from '../components/TrainingHeader.tsx';
import { TrainingScopeProvider } from './TrainingScopeProvider.tsx';
import { parseTrainingId, useTrainingScope } from './trainingScope.ts';
import { TrainingProblemView } from './TrainingProblemView.tsx';
import './training.css';

function FullScreenView({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tid, training, access, paths } = useTrainingScope();
  // The problems open with access: before that the introduction asks for the password.
  if (!access) return <Navigate to={paths.root(tid)} replace />;
  return (
    <ScopeFocus
      testId="training-focus-page"
      exitLabel={t('problem.detail.exitFullScreen')}
      onExit={() => void navigate(paths.problem(tid, problemId))}
      header={<TrainingHeader training={training} compact />}
    >
      <TrainingProblemView key={problemId} problemId={problemId} fullScreen />
    </ScopeFocus>
  );
}

/** The focus page of a training problem under a base path (a group's trainings use /group/{gid}/training). */
export function TrainingProblemFullScreenAt({ base }: { base: string }) {
  const params = useParams();
  const tid = parseTrainingId(params.trainingID);
  return (
    <TrainingScopeProvider key={tid} tid={tid} base={base}>
      <FullScreenView problemId={params.problemID ?? ''} />
    </TrainingScopeProvider>
  );
}

/** /training/:trainingID/problem/:problemID/full-screen — the focus page: no top bar, the strip with titles. */
export default function TrainingProblemFullScreen() {
  return <TrainingProblemFullScreenAt base="/training" />;
}
