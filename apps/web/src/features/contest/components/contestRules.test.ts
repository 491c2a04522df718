import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestStatus, ContestType, JudgeStatus, type UserInfoVO } from '@arbiter/contract';
import {
  CONTEST_TABS,
  contestMenuDisabled,
  hasRealTimePermission,
  isContestAdmin,
  maySubmitWithoutPassword,
  needsCoverConfirm,
  sealedAt,
  submitBlock,
  tabOfPath,
  visibleTabs,
  type TabFlags,
} from './contestRules.ts';

const user = (username: string, roleList: string[] = ['default_user']) =>
  ({ uid: `uid-${username}`, username, roleList }) as unknown as UserInfoVO;

const base: TabFlags = {
  type: ContestType.ACM,
  openPrint: false,
  isAdmin: false,
  isRoot: false,
  openContestComment: false,
  signedIn: true,
  ended: false,
};

describe('contest admin (spec part 1 §6)', () => {
  it('is the creator or a super admin', () => {
    const contest = { author: 'teacher' };
    expect(isContestAdmin(contest, user('teacher'))).toBe(true);
    expect(isContestAdmin(contest, user('boss', ['root']))).toBe(true);
    expect(isContestAdmin(contest, user('student'))).toBe(false);
    expect(isContestAdmin(contest, user('admin', ['admin']))).toBe(false);
    expect(isContestAdmin(contest, null)).toBe(false);
    expect(isContestAdmin({ author: null }, user('student'))).toBe(false);
  });
});

describe('contest tabs (spec part 2 §2.7)', () => {
  it('shows the six base tabs to a contestant', () => {
    expect(visibleTabs(base)).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'clarifications']);
  });

  it('leaves Clarifications out for a visitor who is not signed in', () => {
    expect(visibleTabs({ ...base, signedIn: false })).not.toContain('clarifications');
  });

  it('adds Virtual once the contest is over, for a signed-in visitor', () => {
    expect(visibleTabs({ ...base, ended: true })).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'clarifications',
      'virtual',
    ]);
    expect(visibleTabs({ ...base, ended: true, signedIn: false })).not.toContain('virtual');
  });

  it('adds Comment with the site switch and Print with the contest setting', () => {
    expect(visibleTabs({ ...base, openContestComment: true })).toContain('comment');
    expect(visibleTabs({ ...base, openPrint: true })).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'clarifications',
      'print',
    ]);
  });

  it('gives contest admins Admin Helper and ScrollBoard in ACM contests and Admin Print with print on', () => {
    const acmAdmin = visibleTabs({ ...base, isAdmin: true, openPrint: true });
    expect(acmAdmin).toEqual(expect.arrayContaining(['ac-info', 'admin-print', 'scroll-board']));
    expect(acmAdmin).not.toContain('rejudge');
    const oiAdmin = visibleTabs({ ...base, type: ContestType.OI, isAdmin: true });
    expect(oiAdmin).not.toContain('ac-info');
    expect(oiAdmin).not.toContain('scroll-board');
    expect(oiAdmin).not.toContain('admin-print');
  });

  it('gives Rejudge to super admins only, in the table order', () => {
    expect(visibleTabs({ ...base, isRoot: true })).toContain('rejudge');
    const all = visibleTabs({
      type: ContestType.ACM,
      openPrint: true,
      isAdmin: true,
      isRoot: true,
      openContestComment: true,
      signedIn: true,
      ended: true,
    });
    expect(all).toEqual([...CONTEST_TABS]);
  });

  it('maps paths onto tabs: problems onto Problem, submission details onto Status', () => {
    expect(tabOfPath('')).toBe('overview');
    expect(tabOfPath('/')).toBe('overview');
    expect(tabOfPath('problems')).toBe('problems');
    expect(tabOfPath('problem/A')).toBe('problems');
    expect(tabOfPath('problem/A/')).toBe('problems');
    expect(tabOfPath('problem/A/submission-detail/12')).toBe('submissions');
    expect(tabOfPath('submissions')).toBe('submissions');
    expect(tabOfPath('ac-info')).toBe('ac-info');
    expect(tabOfPath('scroll-board')).toBe('scroll-board');
  });

  it('knows no other path', () => {
    expect(tabOfPath('overview')).toBeNull();
    expect(tabOfPath('problem')).toBeNull();
    expect(tabOfPath('problem/A/submission-detail')).toBeNull();
    expect(tabOfPath('problem/A/other/1')).toBeNull();
    expect(tabOfPath('rank/extra')).toBeNull();
    expect(tabOfPath('nowhere')).toBeNull();
  });
});

describe('contest menu (spec part 2 §2.7, part 1 §6)', () => {
  const running = ContestStatus.RUNNING;
  it('is closed to non-admins before the start', () => {
    expect(contestMenuDisabled({ status: ContestStatus.SCHEDULED, auth: ContestAuth.PUBLIC, isAdmin: false, access: true })).toBe(true);
    expect(contestMenuDisabled({ status: ContestStatus.SCHEDULED, auth: ContestAuth.PRIVATE, isAdmin: true, access: false })).toBe(false);
  });

  it('is closed in private contests until access is granted', () => {
    expect(contestMenuDisabled({ status: running, auth: ContestAuth.PRIVATE, isAdmin: false, access: false })).toBe(true);
    expect(contestMenuDisabled({ status: running, auth: ContestAuth.PRIVATE, isAdmin: false, access: true })).toBe(false);
    expect(contestMenuDisabled({ status: ContestStatus.ENDED, auth: ContestAuth.PRIVATE, isAdmin: false, access: false })).toBe(true);
  });

  it('is open in public and protected contests once started', () => {
    expect(contestMenuDisabled({ status: running, auth: ContestAuth.PUBLIC, isAdmin: false, access: false })).toBe(false);
    expect(contestMenuDisabled({ status: running, auth: ContestAuth.PROTECTED, isAdmin: false, access: false })).toBe(false);
  });
});

describe('submitting in a contest (spec part 2 §4)', () => {
  it('needs the password without access in private and protected contests', () => {
    expect(maySubmitWithoutPassword({ auth: ContestAuth.PUBLIC, isAdmin: false, access: false })).toBe(true);
    expect(maySubmitWithoutPassword({ auth: ContestAuth.PROTECTED, isAdmin: false, access: false })).toBe(false);
    expect(maySubmitWithoutPassword({ auth: ContestAuth.PROTECTED, isAdmin: false, access: true })).toBe(true);
    expect(maySubmitWithoutPassword({ auth: ContestAuth.PRIVATE, isAdmin: true, access: false })).toBe(true);
  });

  it('disables the button after the end unless the contest allows it', () => {
    const ended = { status: ContestStatus.ENDED, isAdmin: false, loggedIn: true };
    expect(submitBlock({ ...ended, allowEndSubmit: false })).toBe('ended');
    expect(submitBlock({ ...ended, allowEndSubmit: true })).toBeNull();
    expect(submitBlock({ ...ended, allowEndSubmit: false, virtualRunning: true })).toBeNull();
    expect(submitBlock({ ...ended, isAdmin: true, allowEndSubmit: false })).toBe('ended');
  });

  it('disables the button before the start for non-admins, and without login', () => {
    const scheduled = { status: ContestStatus.SCHEDULED, allowEndSubmit: false, loggedIn: true };
    expect(submitBlock({ ...scheduled, isAdmin: false })).toBe('notStarted');
    expect(submitBlock({ ...scheduled, isAdmin: true })).toBeNull();
    expect(submitBlock({ status: ContestStatus.RUNNING, allowEndSubmit: false, isAdmin: false, loggedIn: false })).toBe('login');
    expect(submitBlock({ status: ContestStatus.RUNNING, allowEndSubmit: false, isAdmin: false, loggedIn: true })).toBeNull();
  });
});

describe('real-time permission (spec part 2 §6)', () => {
  const start = Date.parse('2030-01-01T08:00:00Z');
  const contest = {
    type: ContestType.OI,
    sealRank: true,
    sealRankTime: '2030-01-01T10:00:00Z',
    endTime: '2030-01-01T11:00:00Z',
  };
  const before = start + 3600_000;
  const sealed = start + 2.5 * 3600_000;
  const after = start + 4 * 3600_000;

  it('seals from the seal time to the end', () => {
    expect(sealedAt(contest, before)).toBe(false);
    expect(sealedAt(contest, sealed)).toBe(true);
    expect(sealedAt(contest, after)).toBe(false);
    expect(sealedAt({ ...contest, sealRank: false }, sealed)).toBe(false);
    expect(sealedAt({ ...contest, sealRankTime: null }, sealed)).toBe(false);
  });

  it('is lost only in a sealed OI contest, and never by its admins', () => {
    expect(hasRealTimePermission(contest, false, sealed)).toBe(false);
    expect(hasRealTimePermission(contest, true, sealed)).toBe(true);
    expect(hasRealTimePermission(contest, false, before)).toBe(true);
    expect(hasRealTimePermission(contest, false, after)).toBe(true);
    expect(hasRealTimePermission({ ...contest, type: ContestType.ACM }, false, sealed)).toBe(true);
  });

  it('asks before covering a submission only without real-time results', () => {
    expect(needsCoverConfirm(false, JudgeStatus.SUBMITTED_UNKNOWN_RESULT)).toBe(true);
    expect(needsCoverConfirm(false, JudgeStatus.NOT_SUBMITTED)).toBe(false);
    expect(needsCoverConfirm(false, null)).toBe(false);
    expect(needsCoverConfirm(true, JudgeStatus.WRONG_ANSWER)).toBe(false);
  });
});
