import group from './group.ts';
import groupContest from './groupContest.ts';
import groupDiscussion from './groupDiscussion.ts';
import groupProblem from './groupProblem.ts';
import groupTraining from './groupTraining.ts';

/** The group area's words, by top-level key: the group itself and its problems, trainings, contests and discussions. */
export default {
  zh: {
    group: group.zh,
    groupProblem: groupProblem.zh,
    groupTraining: groupTraining.zh,
    groupContest: groupContest.zh,
    groupDiscussion: groupDiscussion.zh,
  },
  en: {
    group: group.en,
    groupProblem: groupProblem.en,
    groupTraining: groupTraining.en,
    groupContest: groupContest.en,
    groupDiscussion: groupDiscussion.en,
  },
};
