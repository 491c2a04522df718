import { unauthenticated } from '../../http/envelope.ts';
import type { ProblemScope } from '../problem/scope.ts';
import { contestAcceptedCodeRows } from './ac-code.ts';
import { contestProblemStatus, contestStrip } from './problem-status.ts';
import { contestSubmissionView } from './submission-rules.ts';
import { contestSubmissions } from './submissions.ts';
import { contestSubmitTarget } from './submit.ts';

/**
 * A contest as the problem and submission calls see it (`cid`, a list's `contestID`, a
 * submission's cid): its display ids, its access rules, its sealed board and its own statuses.
 */
export const contestScope: ProblemScope = {
  kind: 'contest',
  submit: { judgeSwitch: 'openContestJudge', target: contestSubmitTarget },
  // The contest's list needs login, and pages by its own size.
  submissions: (ctx, user, cid, q) => {
    if (!user) throw unauthenticated();
    return contestSubmissions(ctx, user, { ...q, contestID: cid });
  },
  statuses: contestProblemStatus,
  problemStrip: contestStrip,
  submissionView: contestSubmissionView,
  acceptedCodeRows: contestAcceptedCodeRows,
};
