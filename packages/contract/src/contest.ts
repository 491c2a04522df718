import { z } from 'zod';
import { customIssue } from './messages.ts';
import { dateField, id, numberField, optionalQueryId, pageQuery, queryFlag } from './ids.ts';
import { judgeStatusFilter } from './submission.ts';

/**
 * Contests: requests, shapes and pure rules (spec part 2 §2.6–§2.13, §3 Contest and Scoreboard, §4;
 * part 3 §3–§5; hoj-api §6, §13.5; hoj-data-and-judge B.16).
 */

export const ContestType = { ACM: 0, OI: 1 } as const;
export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
/** 0 public (look and submit), 1 private (neither without the password), 2 protected (look only). */
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
export const AwardType = { NONE: 0, PROPORTION: 1, COUNT: 2 } as const;
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];

export const CONTEST_LIST_PAGE_SIZE = 10;
export const SCOREBOARD_PAGE_SIZE = 50;
export const SCOREBOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const SCOREBOARD_MAX_PAGE_SIZE = 300;
export const AC_INFO_PAGE_SIZE = 20;
export const PRINT_ADMIN_PAGE_SIZE = 15;
export const CONTEST_ANNOUNCEMENT_PAGE_SIZE = 10;
export const PRINT_TEXT_MIN = 50;
export const PRINT_TEXT_MAX = 65_535;
/** One print request per user per this many seconds. */
export const PRINT_INTERVAL_SECONDS = 30;
/** ACM penalty per counted wrong try, in seconds (20 minutes). */
export const ACM_PENALTY_SECONDS = 1200;
export const SCOREBOARD_REFRESH_MS = 30_000;
export const ADMIN_HELPER_REFRESH_MS = 10_000;
export const CONTEST_ANNOUNCEMENT_POLL_MS = 60_000;

/** Contest status from the clock: -1 before the start, 0 running, 1 at or after the end. */
export function contestStatusAt(startTime: Date | string, endTime: Date | string, now: Date | number = Date.now()): number {
  const t = typeof now === 'number' ? now : now.getTime();
  if (t < new Date(startTime).getTime()) return ContestStatus.SCHEDULED;
  if (t < new Date(endTime).getTime()) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/** The seal-time choices of the contest form: 0 = 30 min before the end, 1 = 60 min before, 2 = from the start. */
export const SealChoice = { LAST_30_MIN: 0, LAST_60_MIN: 1, WHOLE: 2 } as const;

/** Default choice: one hour before the end for ACM contests of an hour or more, otherwise the whole contest. */
export function defaultSealChoice(type: number, durationSeconds: number): number {
  return type === ContestType.ACM && durationSeconds >= 3600 ? SealChoice.LAST_60_MIN : SealChoice.WHOLE;
}

/** Whether a seal choice is available for a contest of this length (30/60-minute choices need that much time). */
export function sealChoiceAllowed(choice: number, durationSeconds: number): boolean {
  if (choice === SealChoice.LAST_30_MIN) return durationSeconds >= 1800;
  if (choice === SealChoice.LAST_60_MIN) return durationSeconds >= 3600;
  return true;
}

/** The seal time a choice stands for. */
export function sealTimeFor(choice: number, start: Date, end: Date): Date {
  if (choice === SealChoice.LAST_30_MIN) return new Date(end.getTime() - 1800_000);
  if (choice === SealChoice.LAST_60_MIN) return new Date(end.getTime() - 3600_000);
  return new Date(start.getTime());
}

/** The choice a stored seal time stands for (the form shows it when editing). */
export function sealChoiceOf(sealTime: Date | string | null, start: Date | string, end: Date | string): number {
  if (!sealTime) return SealChoice.WHOLE;
  const before = new Date(end).getTime() - new Date(sealTime).getTime();
  if (before === 1800_000) return SealChoice.LAST_30_MIN;
  if (before === 3600_000) return SealChoice.LAST_60_MIN;
  void start;
  return SealChoice.WHOLE;
}

export interface AwardLevel {
  priority: number;
  name: string;
  background: string;
  color: string;
  /** A percentage of the ranked participants (proportion type) or a head count (count type). */
  num: number;
}

/** Gold, silver and bronze: 10 %, 20 % and 30 % (part 3 §9). */
export const DEFAULT_AWARDS: AwardLevel[] = [
  { priority: 1, name: 'Gold Award', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver Award', background: '#e6e6e6', color: '#000000', num: 20 },
  { priority: 3, name: 'Bronze Award', background: '#c8852c', color: '#ffffff', num: 30 },
];

/** How many rows each award level takes: a percentage (floored) of the non-star participants, or a count. */
export function awardCounts(awardType: number, levels: readonly AwardLevel[], participants: number): number[] {
  if (awardType === AwardType.PROPORTION) return levels.map((l) => Math.floor(l.num * 0.01 * participants));
  if (awardType === AwardType.COUNT) return levels.map((l) => Math.max(0, Math.floor(l.num)));
  return levels.map(() => 0);
}

/** Rolling-board medals: gold 10 %, silver 20 %, bronze 30 % of the ranked total, rounded down. */
export function defaultMedals(ranked: number): [number, number, number] {
  return [Math.floor(ranked * 0.1), Math.floor(ranked * 0.2), Math.floor(ranked * 0.3)];
}

/** The account limit rule: usernames prefix + N + suffix for N in [start, end], plus the extra accounts. */
export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  start: number;
  end: number;
  extra: string[];
}

const ruleTag = (name: string, text: string): string => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text)?.[1] ?? '';

/** Reads the stored tagged form `<prefix>p</prefix><suffix>s</suffix><start>1</start><end>50</end><extra>u1 u2</extra>`. */
export function parseAccountLimitRule(text: string | null | undefined): AccountLimitRule | null {
  if (!text) return null;
  const start = Number.parseInt(ruleTag('start', text), 10);
  const end = Number.parseInt(ruleTag('end', text), 10);
  return {
    prefix: ruleTag('prefix', text),
    suffix: ruleTag('suffix', text),
    start: Number.isFinite(start) ? start : 0,
    end: Number.isFinite(end) ? end : -1,
    extra: ruleTag('extra', text)
      .split(/\s+/)
      .filter((s) => s.length > 0),
  };
}

export function formatAccountLimitRule(rule: AccountLimitRule): string {
  return `<prefix>${rule.prefix}</prefix><suffix>${rule.suffix}</suffix><start>${rule.start}</start><end>${rule.end}</end><extra>${rule.extra.join(' ')}</extra>`;
}

/** Whether a username passes the rule (the extras, or prefix + a number in range + suffix). */
export function accountAllowed(rule: AccountLimitRule, username: string): boolean {
  if (rule.extra.includes(username)) return true;
  if (!username.startsWith(rule.prefix) || !username.endsWith(rule.suffix)) return false;
  const middle = username.slice(rule.prefix.length, username.length - rule.suffix.length);
  if (!/^\d+$/.test(middle)) return false;
  const n = Number.parseInt(middle, 10);
  return n >= rule.start && n <= rule.end;
}

// ---------------------------------------------------------------- requests

export const contestListQuery = z.object({
  ...pageQuery,
  status: z.coerce
    .number()
    .pipe(z.literal([-1, 0, 1]))
    .optional()
    .catch(undefined),
  type: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .optional()
    .catch(undefined),
  keyword: z.string().trim().max(255).optional().catch(undefined),
});

export const cidQuery = z.object({ cid: id('The contest id') });

export const registerContestRequest = z.object({
  cid: id('The contest id'),
  password: z.string().max(255).optional().default(''),
});

export const contestProblemQuery = z.object({ cid: id('The contest id'), containsEnd: queryFlag });
export const contestProblemDetailQuery = z.object({
  cid: id('The contest id'),
  displayId: z.string().trim().min(1, 'The problem is required').max(255),
  containsEnd: queryFlag,
});

export const contestSubmissionsQuery = z.object({
  ...pageQuery,
  contestID: id('The contest id'),
  beforeContestSubmit: queryFlag,
  onlyMine: queryFlag,
  problemID: z.string().trim().max(255).optional().catch(undefined),
  status: judgeStatusFilter,
  username: z.string().trim().max(100).optional().catch(undefined),
  completeProblemID: queryFlag,
  containsEnd: queryFlag,
});

/** The scoreboard request (ContestRankDTO) of the rank tab and the outside scoreboards. */
export const contestRankRequest = z.object({
  cid: id('The contest id'),
  currentPage: numberField(z.number()).optional().catch(undefined),
  limit: numberField(z.number()).optional().catch(undefined),
  forceRefresh: z.boolean().optional().default(false),
  removeStar: z.boolean().optional().default(false),
  keyword: z.string().trim().max(100).optional().nullable(),
  containsEnd: z.boolean().optional().default(false),
  concernedList: z.array(z.string().max(32)).max(300).optional().nullable(),
});
export type ContestRankRequest = z.infer<typeof contestRankRequest>;

export const contestAnnouncementQuery = z.object({ cid: id('The contest id'), ...pageQuery });
export const notReadAnnouncementRequest = z.object({
  cid: id('The contest id'),
  readAnnouncementList: z.array(id('The announcement')).max(1000).optional().default([]),
});

export const printTextRequest = z.object({
  cid: id('The contest id'),
  content: z
    .string('Content cannot be empty')
    .refine((c) => c.trim().length > 0, 'Content cannot be empty')
    .refine((c) => c.length >= PRINT_TEXT_MIN, `The content cannot be less than ${PRINT_TEXT_MIN} characters`)
    .refine((c) => c.length <= PRINT_TEXT_MAX, `The content cannot exceed ${PRINT_TEXT_MAX} characters`),
});
export const contestPageQuery = z.object({ cid: id('The contest id'), ...pageQuery });
export const checkPrintQuery = z.object({ id: id('The print request'), cid: id('The contest id') });
export const checkAcInfoRequest = z.object({
  id: id('The record'),
  cid: id('The contest id'),
  checked: z.boolean('checked must be true or false'),
});
export const scrollBoardQuery = z.object({ cid: id('The contest id'), removeStar: queryFlag });
export const printDownloadQuery = z.object({ id: id('The print request') });
export const acSubmissionDownloadQuery = z.object({
  cid: id('The contest id'),
  excludeAdmin: queryFlag,
  splitType: z.enum(['user', 'problem'], 'splitType must be user or problem').optional().default('user'),
});
/** download-contest-rank: `forceRefresh` is required (a contest admin's true asks for the real board during the seal). */
export const rankDownloadQuery = z.object({
  cid: id('The contest id'),
  forceRefresh: z.preprocess((v: boolean) => {
    const raw: unknown = v;
    return raw === 'true' || raw === 'false' ? raw === 'true' : raw;
  }, z.boolean('forceRefresh must be true or false')),
  removeStar: queryFlag,
  containEnd: queryFlag,
});
export const rejudgeContestProblemQuery = z.object({ cid: id('The contest id'), pid: id('The problem') });

// ---------------------------------------------------------------- admin requests

const awardLevel = z.object({
  priority: numberField(z.number().int().min(1).max(100)),
  name: z.string().trim().min(1, 'The award name is required').max(50),
  background: z.string().trim().max(32),
  color: z.string().trim().max(32),
  num: numberField(z.number().int().min(0, 'The award count can not be negative').max(100_000)),
});

/** The contest form's refinements, with their Chinese. */
const FORM_ISSUE = {
  endBeforeStart: { en: 'The end time must be later than the start time', zh: '结束时间必须晚于开始时间' },
  passwordRequired: { en: 'Contest Password is required', zh: '比赛密码不能为空' },
  starTwice: { en: 'The star users contain duplicates', zh: '打星用户有重复' },
  accountRuleRequired: { en: 'The account limit rule is required', zh: '账号限制规则不能为空' },
} as const;

/** The admin contest form (AdminContestVO). */
export const adminContestBody = z
  .object({
    id: id('The contest id').optional().nullable(),
    /** The creator a new contest names (hoj-api §13.5: the client supplies them); the server records the caller instead. */
    uid: z.string().max(255).optional().nullable(),
    author: z.string().max(255).optional().nullable(),
    title: z.string('Title is required').trim().min(1, 'Title is required').max(255, 'Title Can not exceed 255'),
    description: z.string('Description is required').trim().min(1, 'Description is required').max(65_535),
    startTime: dateField('Start Time is required'),
    endTime: dateField('End Time is required'),
    /** Seconds; the server recomputes it from the times. */
    duration: numberField(z.number()).optional(),
    type: numberField(z.literal([0, 1], 'The rule type must be 0 (ACM) or 1 (OI)')).default(0),
    auth: numberField(z.literal([0, 1, 2], 'The auth must be 0, 1 or 2')).default(0),
    pwd: z.string().max(255).optional().nullable(),
    sealRank: z.boolean().default(false),
    sealRankTime: dateField().optional().nullable(),
    autoRealRank: z.boolean().default(true),
    openRank: z.boolean().default(false),
    openPrint: z.boolean().default(false),
    allowEndSubmit: z.boolean().default(false),
    /** Its final standings move the participants' ratings. */
    rated: z.boolean().default(false),
    rankShowName: z.enum(RANK_SHOW_NAMES).default('username'),
    openAccountLimit: z.boolean().default(false),
    accountLimitRule: z.string().max(10_000).optional().nullable(),
    starAccount: z.array(z.string().trim().max(100)).max(1000).optional().default([]),
    oiRankScoreType: z.enum(OI_RANK_SCORE_TYPES).default('Recent'),
    awardType: numberField(z.literal([0, 1, 2], 'The award type must be 0, 1 or 2')).default(0),
    awardConfigList: z.array(awardLevel).max(20).optional().default([]),
    visible: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.endTime.getTime() <= c.startTime.getTime()) {
      customIssue(ctx, FORM_ISSUE.endBeforeStart, ['endTime']);
    }
    if (c.auth !== ContestAuth.PUBLIC && !(c.pwd ?? '').trim()) {
      customIssue(ctx, FORM_ISSUE.passwordRequired, ['pwd']);
    }
    const stars = c.starAccount.filter((s) => s.length > 0);
    if (new Set(stars).size !== stars.length) {
      customIssue(ctx, FORM_ISSUE.starTwice, ['starAccount']);
    }
    if (c.openAccountLimit && !parseAccountLimitRule(c.accountLimitRule)) {
      customIssue(ctx, FORM_ISSUE.accountRuleRequired, ['accountLimitRule']);
    }
  });
export type AdminContestBody = z.infer<typeof adminContestBody>;

export const adminContestListQuery = z.object({ ...pageQuery, keyword: z.string().trim().max(255).optional().catch(undefined) });
export const changeContestVisibleQuery = z.object({
  cid: id('The contest id'),
  /** The contest's creator, as the client sends it (hoj-api §13.5); the server reads the contest's own. */
  uid: z.string().max(255).optional().catch(undefined),
  visible: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const adminContestProblemListQuery = z.object({
  cid: id('The contest id'),
  ...pageQuery,
  keyword: z.string().trim().max(255).optional().catch(undefined),
  /** Absent: the contest's own problems. Present: bank problems that may be added. */
  problemType: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .optional()
    .catch(undefined),
  oj: z.string().max(32).optional().catch(undefined),
});
export const contestProblemBody = z.object({
  id: id('The contest problem').optional().nullable(),
  cid: id('The contest id'),
  pid: id('The problem'),
  displayId: z.string('Contest problem display ID is required').trim().min(1, 'Contest problem display ID is required').max(255),
  displayTitle: z.string().trim().min(1, 'The display title is required').max(255),
  color: z.string().trim().max(32).optional().nullable(),
});
export const addContestProblemFromPublicBody = z.object({
  pid: id('The problem'),
  cid: id('The contest id'),
  displayId: z.string('Contest problem display ID is required').trim().min(1, 'Contest problem display ID is required').max(255),
});
export const contestProblemKeyQuery = z.object({ cid: id('The contest id'), pid: id('The problem') });
export const removeContestProblemQuery = z.object({ pid: id('The problem'), cid: optionalQueryId('The contest id') });
export const contestAnnouncementBody = z.object({
  cid: id('The contest id'),
  announcement: z.object({
    id: id('The announcement').optional().nullable(),
    title: z.string('Title is required').trim().min(1, 'Title is required').max(255),
    content: z.string('Content is required').trim().min(1, 'Content is required').max(65_535),
    status: numberField(z.literal([0, 1])).default(0),
    /** The author a new announcement names (hoj-api §13.5); the server records the caller instead. */
    uid: z.string().max(255).optional().nullable(),
  }),
});
export const contestAnnouncementDeleteQuery = z.object({ aid: id('The announcement'), cid: optionalQueryId('The contest id') });

// ---------------------------------------------------------------- shapes

export interface ContestVO {
  id: number;
  author: string | null;
  title: string;
  type: number;
  description: string | null;
  status: number;
  source: number;
  auth: number;
  /** Server time, for the client's clock. */
  now: string;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  sealRank: boolean;
  sealRankTime: string | null;
  openPrint: boolean;
  rankShowName: RankShowName;
  openRank: boolean;
  oiRankScoreType: OiRankScoreType;
  /** Registrations. */
  count: number;
  gid: number | null;
  allowEndSubmit: boolean;
  /** Its final standings move the participants' ratings. */
  rated: boolean;
}

/** The admin form's shape (GET and save). */
export interface AdminContestVO extends Omit<ContestVO, 'now' | 'status' | 'count' | 'source'> {
  uid: string | null;
  pwd: string | null;
  autoRealRank: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  starAccount: string[];
  awardType: number;
  awardConfigList: AwardLevel[];
  visible: boolean;
  status: number;
}

export interface ContestProblemVO {
  /** contest_problem id (cpid). */
  id: number;
  displayId: string;
  cid: number;
  pid: number;
  displayTitle: string;
  color: string | null;
  ac: number;
  total: number;
}

export interface ContestOutsideInfo {
  contest: ContestVO;
  problemList: ContestProblemVO[];
}

/** One problem of a user on the ACM board. */
export interface ACMCell {
  isAC: boolean;
  isFirstAC: boolean;
  isAfterContest: boolean;
  /** Seconds since the start (not rounded), null until accepted. */
  ACTime: number | null;
  /** Counted wrong tries before the first AC. */
  errorNum: number;
  /** Submissions inside the sealed window, shown as pending tries. */
  tryNum: number;
}

interface RankRowBase {
  /** -1 for star users. */
  rank: number;
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}

export interface ACMContestRankVO extends RankRowBase {
  ac: number;
  /** Counted submissions. */
  total: number;
  /** Seconds: AC times plus 20 minutes per counted wrong try. */
  totalTime: number;
  submissionInfo: Record<string, ACMCell>;
}

export interface OIContestRankVO extends RankRowBase {
  totalScore: number;
  /** Milliseconds: the fastest full-score run of each problem, summed. */
  totalTime: number;
  /** displayId → score. */
  submissionInfo: Record<string, number>;
  /** displayId → the fastest full-score run (ms). */
  timeInfo: Record<string, number>;
}

export type ContestRankVO = ACMContestRankVO | OIContestRankVO;

/** Admin Helper row: the first AC of a user on a problem. */
export interface ContestAcInfoVO {
  /** The submission id (the record's key). */
  id: number;
  cid: number;
  uid: string;
  pid: number;
  displayId: string;
  submitId: number;
  username: string;
  realname: string | null;
  submitTime: string;
  /** Seconds since the start. */
  time: number;
  firstBlood: boolean;
  checked: boolean;
}

export interface ContestPrintVO {
  id: number;
  cid: number;
  username: string;
  realname: string | null;
  status: number;
  gmtCreate: string;
}

export interface ContestAnnouncementVO {
  id: number;
  title: string;
  content: string;
  uid: string | null;
  username: string | null;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface ScrollBoardInfo {
  id: number;
  rankShowName: RankShowName;
  problemCount: number;
  balloonColor: Record<string, string | null>;
  startTime: string;
  sealRankTime: string | null;
  starUserList: string[];
}

export interface ScrollBoardSubmission {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  avatar: string | null;
  gender: string | null;
  submitId: number;
  status: number;
  submitTime: string;
  displayId: string;
}

/** A contest's problem link as the back office reads and writes it (ContestProblem). */
export interface ContestProblemRow {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A row of the back office's contest list: the contest without its password. */
export type AdminContestListRow = Omit<AdminContestVO, 'pwd'> & { gmtCreate: string; gmtModified: string };
