/** The query keys of the dashboard. */
export const dashboardKeys = {
  info: ['admin', 'dashboard', 'info'] as const,
  previousLogin: ['admin', 'dashboard', 'previous-login'] as const,
  service: ['admin', 'dashboard', 'service'] as const,
  judges: ['admin', 'dashboard', 'judges'] as const,
};
