/** Shapes of the home and site-info calls (hoj-api §3). */

/** The web settings an administrator edits (hoj-api §13.1 WebConfigDTO, plus the quote and QR code). */
export interface WebSettings {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  /** Where the home page's daily quote comes from (a hitokoto-style JSON service). Empty hides it. */
  quoteUrl: string;
  /** An image shown in the footer (e.g. the school's account QR code). Empty hides it. */
  qrCodeUrl: string;
  /** The label of the home page's exam countdown (e.g. CSP-J). */
  examName: string;
  /** The exam's day as YYYY-MM-DD; empty hides the countdown. */
  examDate: string;
}

/** What every page reads: the web settings, the contact address and the three area switches. */
export interface WebsiteConfig extends WebSettings {
  email: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
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
