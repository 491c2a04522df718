import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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
    <div className="training-focus" data-testid="training-focus-page">
      <div className="training-focus__bar">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(trainingPath.problem(tid, problemId))}
          data-testid="exit-full-screen"
        >
          {t('problem.detail.exitFullScreen')}
        </Button>
        <TrainingHeader training={training} compact />
      </div>
      <TrainingProblemView key={problemId} problemId={problemId} fullScreen />
    </div>
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
