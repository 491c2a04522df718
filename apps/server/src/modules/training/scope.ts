import type { ProblemScope } from '../problem/scope.ts';
import { trainingStrip, trainingSubmitTarget } from './problems.ts';
import { attachPractice } from './records.ts';

/**
 * A training as the problem and submission calls see them (`tid`): a submission made inside it is
 * a practice submission recorded for the training, the focus page's strip is its problem list, and
 * every practice submission is attached to the private trainings its user registered for.
 */
export const trainingScope: ProblemScope = {
  kind: 'training',
  submit: { judgeSwitch: 'openPublicJudge', target: trainingSubmitTarget },
  problemStrip: trainingStrip,
  practiceRecorded: attachPractice,
};
