/** The paths of the back office's dashboard calls by name; their rows are in `endpoints/dashboard.ts`. */
export const dashboardPaths = {
  adminDashboardInfo: '/api/admin/dashboard/get-dashboard-info',
  adminSessions: '/api/admin/dashboard/get-sessions',
  adminServiceInfo: '/api/admin/config/get-service-info',
  adminJudgeServiceInfo: '/api/admin/config/get-judge-service-info',
} as const;
