import { ContestAuth, ContestStatus, ContestType, JudgeStatus, isSuperAdmin, type ContestVO, type UserInfoVO } from '@arbiter/contract';

/**
 * Who sees and may do what in the contest shell (spec part 2 §2.7, §2.9, §4, §6; part 1 §6). The
 * server checks every call again; these rules only decide what the screen offers.
 */

/** The tabs in their order; each key is also the tab's route piece (the overview is the contest root). */
export const CONTEST_TABS = [
  'overview',
  'problems',
  'submissions',
  'rank',
  'announcements',
  'clarifications',
  'virtual',
  'comment',
  'print',
  'ac-info',
  'admin-print',
  'similarity',
  'rejudge',
  'scroll-board',
] as const;
export type ContestTab = (typeof CONTEST_TABS)[number];

/** Contest admin: the contest's creator or a super admin (as the server decides it). */
export function isContestAdmin(contest: Pick<ContestVO, 'author'> | null, user: UserInfoVO | null): boolean {
  if (!contest || !user) return false;
  return isSuperAdmin(user.roleList ?? []) || (contest.author !== null && contest.author === user.username);
}

export interface TabFlags {
  type: number;
  openPrint: boolean;
  isAdmin: boolean;
  isRoot: boolean;
  /** The site switch openContestComment. */
  openContestComment: boolean;
  /** Clarifications are asked and read signed in. */
  signedIn: boolean;
  /** The contest is over: it can be sat virtually. */
  ended: boolean;
}

/** Whether a tab is shown at all (the table of spec part 2 §2.7). */
function tabVisible(tab: ContestTab, f: TabFlags): boolean {
  switch (tab) {
    case 'comment':
      return f.openContestComment;
    case 'print':
      return f.openPrint;
    case 'ac-info':
    case 'scroll-board':
      return f.isAdmin && f.type === ContestType.ACM;
    case 'admin-print':
      return f.isAdmin && f.openPrint;
    case 'similarity':
      return f.isAdmin;
    case 'clarifications':
      return f.signedIn;
    case 'virtual':
      return f.signedIn && f.ended;
    case 'rejudge':
      return f.isRoot;
    default:
      return true;
  }
}

export function visibleTabs(f: TabFlags): ContestTab[] {
  return CONTEST_TABS.filter((tab) => tabVisible(tab, f));
}

/**
 * The tab a path inside the shell belongs to (`rest` is what follows `/contest/{id}/`): a problem
 * maps onto Problem, a submission detail onto Status; null for a path the shell does not know.
 */
export function tabOfPath(rest: string): ContestTab | null {
  const parts = rest.split('/').filter((p) => p.length > 0);
  const [first, second, third, fourth, ...more] = parts;
  if (first === undefined) return 'overview';
  if (first === 'problem') {
    if (second === undefined) return null;
    if (third === undefined && more.length === 0) return 'problems';
    if (third === 'submission-detail' && fourth !== undefined && more.length === 0) return 'submissions';
    return null;
  }
  if (parts.length > 1 || first === 'overview') return null;
  return (CONTEST_TABS as readonly string[]).includes(first) ? (first as ContestTab) : null;
}

export interface EntryFlags {
  /** The clock's status (-1, 0, 1). */
  status: number;
  auth: number;
  isAdmin: boolean;
  /** `get-contest-access` (registered and allowed by the account rule). */
  access: boolean;
}

/**
 * The contest menu is disabled for non-admins before the start and for private contests without
 * access: then only the overview can be opened.
 */
export function contestMenuDisabled(f: EntryFlags): boolean {
  if (f.isAdmin) return false;
  if (f.status === ContestStatus.SCHEDULED) return true;
  return f.auth === ContestAuth.PRIVATE && !f.access;
}

/** Submitting is allowed with access, in a public contest, or to a contest admin; else the password is asked. */
export function maySubmitWithoutPassword(f: Omit<EntryFlags, 'status'>): boolean {
  return f.isAdmin || f.auth === ContestAuth.PUBLIC || f.access;
}

export type SubmitBlock = 'login' | 'ended' | 'notStarted';

/**
 * Why the submit button is disabled, or null: not logged in, the contest ended (unless it accepts
 * submissions after the end or the user sits it virtually now), or it has not started (contest
 * admins may try their problems).
 */
export function submitBlock(f: {
  status: number;
  allowEndSubmit: boolean;
  isAdmin: boolean;
  loggedIn: boolean;
  virtualRunning?: boolean;
}): SubmitBlock | null {
  if (!f.loggedIn) return 'login';
  if (f.status === ContestStatus.ENDED && !f.allowEndSubmit && !f.virtualRunning) return 'ended';
  if (f.status === ContestStatus.SCHEDULED && !f.isAdmin) return 'notStarted';
  return null;
}

/** The board is sealed now: from the seal time to the end. */
export function sealedAt(contest: Pick<ContestVO, 'sealRank' | 'sealRankTime' | 'endTime'>, now: number): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  return now >= new Date(contest.sealRankTime).getTime() && now < new Date(contest.endTime).getTime();
}

/**
 * Real-time permission: results as they happen. A sealed OI contest hides them from everyone but
 * its admins (the AC and Total counts show as a question mark, a submission shows no verdict).
 */
export function hasRealTimePermission(
  contest: Pick<ContestVO, 'type' | 'sealRank' | 'sealRankTime' | 'endTime'>,
  isAdmin: boolean,
  now: number,
): boolean {
  return isAdmin || contest.type !== ContestType.OI || !sealedAt(contest, now);
}

/** Without real-time results a new submission silently replaces the last one: ask first when one exists. */
export function needsCoverConfirm(realTime: boolean, myStatus: number | null): boolean {
  return !realTime && myStatus !== null && myStatus !== JudgeStatus.NOT_SUBMITTED;
}
