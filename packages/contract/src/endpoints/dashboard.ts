import { get, post, shape } from '../endpoint.ts';
import { ROLE_GROUPS } from '../roles.ts';
import { dashboardPaths } from '../paths/dashboard.ts';

/** The back office's dashboard and service-info calls (hoj-api §13.1): any admin role. */

/** Submissions of one day in the school's time zone: all of them, and the accepted ones. */
export interface DailySubmissions {
  /** YYYY-MM-DD */
  date: string;
  total: number;
  ac: number;
}

export interface DashboardInfoVO {
  userNum: number;
  /** Visible site contests that have not ended and start within 14 days: hoj's "recent contests", as on the home page. */
  recentContestNum: number;
  /** Submissions since midnight in the school's time zone. */
  todayJudgeNum: number;
  /** Ours: the last 14 days, oldest first, today last. */
  submissionsByDay: DailySubmissions[];
}

/** A login of the caller (hoj `Session`). */
export interface LoginSessionVO {
  id: number;
  uid: string;
  userAgent: string | null;
  ip: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A service instance as hoj's service registry describes one; the hoj client reads these keys. */
export interface ServiceInstanceVO {
  serviceId: string;
  instanceId: string;
  host: string;
  /** 0 for judge hosts: they call the server and listen on no port. */
  port: number;
  secure: boolean;
  uri: string;
  metadata: Record<string, string>;
}

/**
 * hoj's registry metrics (`nacos`). There is no registry here: the server answers for itself, so
 * `status` is 'UP' whenever it answers, and the counts are this server and the judge hosts
 * heard from within a lease.
 */
export interface RegistryMetricsVO {
  status: 'UP';
  serviceCount: number;
  instanceCount: number;
  /** One-minute load average of this server's machine. */
  load: number;
  /** Fractions of this server's machine in use. */
  cpu: number;
  mem: number;
}

export interface ServiceInfoVO {
  nacos: RegistryMetricsVO;
  backupCores: number;
  /** The server replica that answered (replicas share no registry, so each knows only itself). */
  backupService: ServiceInstanceVO[];
  backupPercentCpuLoad: string;
  backupPercentMemoryLoad: string;
  /** Ours beside hoj's keys. */
  version: string;
  nodeVersion: string;
  uptimeSeconds: number;
  database: 'embedded' | 'postgres';
  cpuLoad: number;
  memoryLoad: number;
}

/**
 * A judge host as the judge-service view shows it: hoj's shape (each judge's system config with
 * its registry entry in `service`) and ours beside it.
 */
export interface JudgeHostVO {
  cpuCores: number;
  /** "12.34%"; "-" when the host has not said (an older host). */
  percentCpuLoad: string;
  percentMemoryLoad: string;
  service: ServiceInstanceVO;
  id: string;
  name: string;
  /** The address the host calls the server from. */
  address: string | null;
  workers: number;
  /** Tasks in hand at the last heartbeat. */
  busy: number;
  languages: string[];
  version: string | null;
  lastSeenAt: string;
  /**
   * Faulty: not heard from for a whole lease. Asleep: the server it runs in stopped it for
   * idleness and starts it again when work is queued (it still offers its languages).
   */
  status: 'available' | 'asleep' | 'faulty';
  cpuLoad: number | null;
  memoryLoad: number | null;
}

const P = dashboardPaths;
const anyAdmin = { auth: 'login', roles: ROLE_GROUPS.admins } as const;

export const dashboardEndpoints = {
  adminDashboardInfo: get(P.adminDashboardInfo, { ...anyAdmin, response: shape<DashboardInfoVO>() }),
  // The caller's previous login (the newest when there is only one); null when there is none.
  adminSessions: post(P.adminSessions, { ...anyAdmin, response: shape<LoginSessionVO | null>() }),
  // hoj answers both on any method; GET and POST are the two its clients use.
  adminServiceInfo: get(P.adminServiceInfo, { ...anyAdmin, response: shape<ServiceInfoVO>() }),
  adminServiceInfoPost: post(P.adminServiceInfo, { ...anyAdmin, response: shape<ServiceInfoVO>() }),
  adminJudgeServiceInfo: get(P.adminJudgeServiceInfo, { ...anyAdmin, response: shape<JudgeHostVO[]>() }),
  adminJudgeServiceInfoPost: post(P.adminJudgeServiceInfo, { ...anyAdmin, response: shape<JudgeHostVO[]>() }),
} as const;
