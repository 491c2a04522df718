import { joinAreas } from '../join-areas.ts';
import { accountPaths } from './account.ts';
import { announcementAdminPaths } from './announcement-admin.ts';
import { clarificationPaths } from './clarification.ts';
import { virtualPaths } from './virtual.ts';
import { ratingPaths } from './rating.ts';
import { clicsPaths } from './clics.ts';
import { ssoPaths } from './sso.ts';
import { apiTokenPaths } from './api-token.ts';
import { commentPaths } from './comment.ts';
import { configAdminPaths } from './config-admin.ts';
import { contestAdminPaths } from './contest-admin.ts';
import { contestPaths } from './contest.ts';
import { dashboardPaths } from './dashboard.ts';
import { discussionPaths } from './discussion.ts';
import { filePaths } from './file.ts';
import { groupPaths } from './group.ts';
import { groupProblemPaths } from './group-problem.ts';
import { groupTrainingPaths } from './group-training.ts';
import { groupContestPaths } from './group-contest.ts';
import { groupDiscussionPaths } from './group-discussion.ts';
import { homePaths } from './home.ts';
import { livePaths } from './live.ts';
import { messagePaths } from './message.ts';
import { noticeAdminPaths } from './notice-admin.ts';
import { plagiarismPaths } from './plagiarism.ts';
import { problemAdminPaths } from './problem-admin.ts';
import { problemTransferPaths } from './problem-transfer.ts';
import { problemPaths } from './problem.ts';
import { rankPaths } from './rank.ts';
import { submissionPaths } from './submission.ts';
import { switchAdminPaths } from './switch-admin.ts';
import { tagPaths } from './tag.ts';
import { trainingAdminPaths, trainingPaths } from './training.ts';
import { userAdminPaths } from './user-admin.ts';

/**
 * The paths of the site's calls by name (the judge host's are `JUDGE_HOST_API`). They are plain
 * strings that import no schema: the web app's first load reads them, and a zod schema reached from
 * here would add zod and every schema of its module to it (paths.test.ts keeps it so).
 */
export const API = joinAreas({
  account: accountPaths,
  home: homePaths,
  live: livePaths,
  announcementAdmin: announcementAdminPaths,
  file: filePaths,
  problem: problemPaths,
  problemAdmin: problemAdminPaths,
  problemTransfer: problemTransferPaths,
  tag: tagPaths,
  submission: submissionPaths,
  rank: rankPaths,
  contest: contestPaths,
  contestAdmin: contestAdminPaths,
  clarification: clarificationPaths,
  virtual: virtualPaths,
  rating: ratingPaths,
  clics: clicsPaths,
  apiToken: apiTokenPaths,
  plagiarism: plagiarismPaths,
  training: trainingPaths,
  trainingAdmin: trainingAdminPaths,
  switchAdmin: switchAdminPaths,
  dashboard: dashboardPaths,
  noticeAdmin: noticeAdminPaths,
  configAdmin: configAdminPaths,
  userAdmin: userAdminPaths,
  message: messagePaths,
  comment: commentPaths,
  discussion: discussionPaths,
  group: groupPaths,
  groupProblem: groupProblemPaths,
  groupTraining: groupTrainingPaths,
  groupContest: groupContestPaths,
  groupDiscussion: groupDiscussionPaths,
  sso: ssoPaths,
});
