import { useParams } from 'react-router';
import { TrainingProblemView } from './TrainingProblemView.tsx';

/** /training/:trainingID/problem/:problemID inside the shell (the Problems tab). */
export default function TrainingProblemDetails() {
  const { problemID = '' } = useParams();
  return <TrainingProblemView key={problemID} problemId={problemID} fullScreen={false} />;
}
