/** The paths of a group's training calls by name; their rows are in `endpoints/group-training.ts`. */
export const groupTrainingPaths = {
  groupTrainingList: '/api/group/get-training-list',
  groupAdminTrainingList: '/api/group/get-admin-training-list',
  groupTraining: '/api/group/training',
  groupChangeTrainingStatus: '/api/group/change-training-status',
  groupTrainingProblemList: '/api/group/get-training-problem-list',
  groupTrainingProblem: '/api/group/training-problem',
  groupAddTrainingProblemFromPublic: '/api/group/add-training-problem-from-public',
  groupImportTrainingRemoteProblem: '/api/group/import-training-remote-oj-problem',
  groupAddTrainingProblemFromGroup: '/api/group/add-training-problem-from-group',
} as const;
