import { useParams } from 'react-router';
import { SubmissionDetails } from '@/features/submission/index.ts';
import { contestPath, useContestScope } from './contestScope.ts';

/** /contest/:contestID/problem/:problemID/submission-detail/:submitID (the Status tab). */
export default function ContestSubmissionDetails() {
  const { cid } = useContestScope();
  const { problemID = '' } = useParams();
  return (
    <SubmissionDetails
      listPath={contestPath.tab(cid, 'submissions')}
      problemLink={{ label: problemID, to: contestPath.problem(cid, problemID) }}
    />
  );
}
