import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** The dashboard's calls (hoj-api §13.1): any admin role. */

export const getDashboardInfo = () => call(endpoints.adminDashboardInfo);

/** The caller's previous login; null when there is none. */
export const getPreviousLogin = () => call(endpoints.adminSessions);

export const getServiceInfo = () => call(endpoints.adminServiceInfo);

export const getJudgeHosts = () => call(endpoints.adminJudgeServiceInfo);
