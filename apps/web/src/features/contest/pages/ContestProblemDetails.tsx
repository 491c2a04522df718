import { useParams } from 'react-router';
import { ContestProblemView } from './ContestProblemView.tsx';

/** /contest/:contestID/problem/:problemID inside the shell (the Problem tab). */
export default function ContestProblemDetails() {
  const { problemID = '' } = useParams();
  // A new problem starts with fresh state (tabs, split, test marks).
  return <ContestProblemView key={problemID} displayId={problemID} fullScreen={false} />;
}
