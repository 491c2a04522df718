import { joinAreas } from '../join-areas.ts';
import { accountEndpoints } from './account.ts';
import { announcementAdminEndpoints } from './announcement-admin.ts';
import { clarificationEndpoints } from './clarification.ts';
import { commentEndpoints } from './comment.ts';
import { configAdminEndpoints } from './config-admin.ts';
import { contestAdminEndpoints } from './contest-admin.ts';
import { contestEndpoints } from './contest.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { discussionAdminEndpoints, discussionEndpoints } from './discussion.ts';
import { fileEndpoints } from './file.ts';
import { groupEndpoints } from './group.ts';
import { groupProblemEndpoints } from './group-problem.ts';
import { groupTrainingEndpoints } from './group-training.ts';
import { groupContestEndpoints } from './group-contest.ts';
import { groupDiscussionEndpoints } from './group-discussion.ts';
import { homeEndpoints } from './home.ts';
import { judgeHostEndpoints } from './judge-host.ts';
import { liveEndpoints } from './live.ts';
import { messageEndpoints } from './message.ts';
import { noticeAdminEndpoints } from './notice-admin.ts';
import { plagiarismEndpoints } from './plagiarism.ts';
import { problemAdminEndpoints } from './problem-admin.ts';
import { problemTransferEndpoints } from './problem-transfer.ts';
import { problemEndpoints } from './problem.ts';
import { rankEndpoints } from './rank.ts';
import { submissionEndpoints } from './submission.ts';
import { switchAdminEndpoints } from './switch-admin.ts';
import { tagEndpoints } from './tag.ts';
import { trainingAdminEndpoints, trainingEndpoints } from './training.ts';
import { userAdminEndpoints } from './user-admin.ts';
import { virtualEndpoints } from './virtual.ts';
import { ratingEndpoints } from './rating.ts';
import { clicsEndpoints } from './clics.ts';
import { ssoEndpoints } from './sso.ts';
import { apiTokenEndpoints } from './api-token.ts';

export * from './account.ts';
export * from './announcement-admin.ts';
export * from './clarification.ts';
export * from './comment.ts';
export * from './config-admin.ts';
export * from './contest-admin.ts';
export * from './contest.ts';
export * from './dashboard.ts';
export * from './discussion.ts';
export * from './file.ts';
export * from './group.ts';
export * from './group-problem.ts';
export * from './group-training.ts';
export * from './group-contest.ts';
export * from './group-discussion.ts';
export * from './home.ts';
export * from './judge-host.ts';
export * from './live.ts';
export * from './message.ts';
export * from './notice-admin.ts';
export * from './plagiarism.ts';
export * from './problem-admin.ts';
export * from './problem-transfer.ts';
export * from './problem.ts';
export * from './rank.ts';
export * from './submission.ts';
export * from './switch-admin.ts';
export * from './tag.ts';
export * from './training.ts';
export * from './user-admin.ts';
export * from './virtual.ts';
export * from './rating.ts';
export * from './clics.ts';
export * from './sso.ts';
export * from './api-token.ts';

/**
 * The endpoint table: every call of the server, one file of rows per area. An area is added by
 * adding its file here; a row's name is its path's name in `API`, with `Create`, `Update` or
 * `Delete` added for the other methods when a path answers several.
 */
export const endpointAreas = {
  account: accountEndpoints,
  home: homeEndpoints,
  announcementAdmin: announcementAdminEndpoints,
  file: fileEndpoints,
  judgeHost: judgeHostEndpoints,
  live: liveEndpoints,
  problem: problemEndpoints,
  problemAdmin: problemAdminEndpoints,
  problemTransfer: problemTransferEndpoints,
  tag: tagEndpoints,
  submission: submissionEndpoints,
  rank: rankEndpoints,
  contest: contestEndpoints,
  contestAdmin: contestAdminEndpoints,
  clarification: clarificationEndpoints,
  virtual: virtualEndpoints,
  rating: ratingEndpoints,
  clics: clicsEndpoints,
  apiToken: apiTokenEndpoints,
  plagiarism: plagiarismEndpoints,
  training: trainingEndpoints,
  trainingAdmin: trainingAdminEndpoints,
  switchAdmin: switchAdminEndpoints,
  dashboard: dashboardEndpoints,
  noticeAdmin: noticeAdminEndpoints,
  configAdmin: configAdminEndpoints,
  userAdmin: userAdminEndpoints,
  message: messageEndpoints,
  comment: commentEndpoints,
  discussion: discussionEndpoints,
  discussionAdmin: discussionAdminEndpoints,
  group: groupEndpoints,
  groupProblem: groupProblemEndpoints,
  groupTraining: groupTrainingEndpoints,
  groupContest: groupContestEndpoints,
  groupDiscussion: groupDiscussionEndpoints,
  sso: ssoEndpoints,
} as const;

/** Every row by name, e.g. `endpoints.contestInfo`. */
export const endpoints = joinAreas(endpointAreas);

export type EndpointName = keyof typeof endpoints;
