/** The paths of the training calls by name; their rows are in `endpoints/training.ts`. */
export const trainingPaths = {
  trainingCategory: '/api/get-training-category',
  trainingList: '/api/get-training-list',
  trainingDetail: '/api/get-training-detail',
  registerTraining: '/api/register-training',
  trainingAccess: '/api/get-training-access',
  trainingProblemList: '/api/get-training-problem-list',
  trainingRank: '/api/get-training-rank',
} as const;

/** The back office's training calls (hoj-api §13.3, §13.6). */
export const trainingAdminPaths = {
  adminTrainingList: '/api/admin/training/get-training-list',
  adminTraining: '/api/admin/training',
  adminChangeTrainingStatus: '/api/admin/training/change-training-status',
  adminTrainingProblemList: '/api/admin/training/get-problem-list',
  adminTrainingProblem: '/api/admin/training/problem',
  adminAddTrainingProblemFromPublic: '/api/admin/training/add-problem-from-public',
  adminImportRemoteTrainingProblem: '/api/admin/training/import-remote-oj-problem',
  adminTrainingCategory: '/api/admin/training/category',
} as const;
