import { useQuery } from '@tanstack/react-query';
import type { WebsiteConfig } from '@arbiter/contract';
import { getWebsiteConfig } from './home.ts';

/** Query keys shared by the pages. */
export const queryKeys = {
  websiteConfig: ['website-config'] as const,
  carousel: ['home', 'carousel'] as const,
  recentContest: ['home', 'recent-contest'] as const,
  announcements: (page: number, limit: number) => ['home', 'announcements', page, limit] as const,
  sevenAcRank: ['home', 'seven-ac-rank'] as const,
  lastWeek: ['home', 'last-week'] as const,
  recentProblem: ['home', 'recent-problem'] as const,
  userHome: (uid: string, username: string) => ['user-home', uid, username] as const,
  heatmap: (uid: string, username: string) => ['user-heatmap', uid, username] as const,
  dailyQuote: (url: string) => ['daily-quote', url] as const,
  ownLanguages: ['languages', 'own'] as const,
  ssoLogin: ['sso', 'login'] as const,
};

const EMPTY_SITE_CONFIG: WebsiteConfig = {
  baseUrl: '',
  name: '',
  shortName: '',
  description: '',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'Arbiter',
  projectUrl: '',
  email: '',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  quoteUrl: '',
  qrCodeUrl: '',
  examName: '',
  examDate: '',
};

/** The site configuration, fetched once per page load; falls back to neutral defaults while missing. */
export function useWebsiteConfig(): { config: WebsiteConfig; loaded: boolean } {
  const query = useQuery({
    queryKey: queryKeys.websiteConfig,
    queryFn: getWebsiteConfig,
    staleTime: Infinity,
  });
  const data = query.data;
  return {
    config: data ? { ...EMPTY_SITE_CONFIG, ...stripNulls(data) } : EMPTY_SITE_CONFIG,
    loaded: query.isSuccess,
  };
}

function stripNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
