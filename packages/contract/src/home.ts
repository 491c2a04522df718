/** Shapes of the home and site-info calls (hoj-api §3). */

export interface WebsiteConfig {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  email: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  /** Where the home page's daily quote comes from (a hitokoto-style JSON service). Empty hides it. */
  quoteUrl: string;
}

export interface CarouselImage {
  id: number;
  url: string;
}

export interface HomeContest {
  id: number;
  title: string;
  status: number;
  type: number;
  auth: number;
  oiRankScoreType: string;
  startTime: string;
  endTime: string;
  duration: number;
  count: number;
}

export interface AnnouncementVO {
  id: number;
  title: string;
  content: string;
  gmtCreate: string;
  gmtModified: string;
  uid: string;
  username: string;
}

export interface AcRankRow {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
}

export interface RecentProblem {
  id: number;
  problemId: string;
  title: string;
  type: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface LastWeekStatistics {
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}
