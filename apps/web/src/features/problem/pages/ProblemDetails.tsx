import { useParams } from 'react-router';
import { ProblemView } from './ProblemView.tsx';
import './problem.css';

/** /problem/:problemID — the statement on the left, the editor and the submit flow on the right (spec part 2 §2.2). */
export default function ProblemDetails() {
  const { problemID = '' } = useParams();
  return (
    <div className="page problem-detail" data-testid="problem-detail-page">
      {/* A new problem starts with fresh state (tabs, split, test marks). */}
      <ProblemView key={problemID} problemID={problemID} />
    </div>
  );
}
