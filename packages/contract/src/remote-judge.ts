import { z } from 'zod';
import { id } from './ids.ts';
import type { Message } from './messages.ts';
import { REMOTE_OJS } from './problem.ts';
import type { RemoteJudgeKey } from './switch.ts';

/**
 * Remote judging as server, judge host and browser share it: the judges' keys and names, where
 * their accounts come from, and the words a submission carries when a remote judge could not be
 * used. The adapters that talk to each judge are `packages/remote-judge`.
 */
export type RemoteKey = (typeof REMOTE_OJS)[number];

export const REMOTE_JUDGE_NAMES: Record<RemoteKey, string> = {
  HDU: 'HDU',
  CF: 'Codeforces',
  GYM: 'Codeforces Gym',
  POJ: 'POJ',
  SPOJ: 'SPOJ',
  AC: 'AtCoder',
  LIBRE: 'LibreOJ',
};

/** Whose accounts a judge submits with: Gym uses the Codeforces accounts. */
export const ACCOUNT_POOL: Record<RemoteKey, RemoteKey> = {
  HDU: 'HDU',
  CF: 'CF',
  GYM: 'CF',
  POJ: 'POJ',
  SPOJ: 'SPOJ',
  AC: 'AC',
  LIBRE: 'LIBRE',
};

/** The switch config's account lists of each pool (`hduUsernameList`, `atcoderPasswordList`…). */
export const POOL_SWITCH_PREFIX: Record<Exclude<RemoteKey, 'GYM'>, RemoteJudgeKey> = {
  HDU: 'hdu',
  CF: 'cf',
  POJ: 'poj',
  SPOJ: 'spoj',
  AC: 'atcoder',
  LIBRE: 'libreoj',
};

/** The queue's language of a remote task: hosts that judge remotely declare these. */
export const remoteQueueLanguage = (key: RemoteKey): string => `remote:${key}`;

export function isRemoteKey(value: string): value is RemoteKey {
  return (REMOTE_OJS as readonly string[]).includes(value);
}

/** The judge of a remote problem id (`HDU-1000` → HDU), or null for an own problem. */
export function remoteKeyOf(problemId: string): RemoteKey | null {
  const key = problemId.split('-')[0]!.toUpperCase();
  return problemId.includes('-') && isRemoteKey(key) ? key : null;
}

/**
 * Why a remote submission (or an import) could not go on. Each ends in a state a user can read;
 * none leaves a submission pending for ever.
 */
export type RemoteFailure =
  | 'NO_ACCOUNT'
  | 'ACCOUNT_WAIT_TIMEOUT'
  | 'LOGIN_FAILED'
  | 'BLOCKED'
  | 'RATE_LIMITED'
  | 'SUBMIT_REJECTED'
  | 'RUN_ID_NOT_FOUND'
  | 'POLL_TIMEOUT'
  | 'REMOTE_SE'
  | 'PARSE_ERROR'
  | 'UNREACHABLE'
  | 'NOT_FOUND';

/**
 * The texts, English and Chinese: `{oj}` is the judge's name and `{detail}` the remote site's own
 * words (kept untranslated, after ": "). A submission stores the English; the browser finds the
 * Chinese again with `remoteMessageZh`, so the templates must stay distinct.
 */
const TEXTS: Record<RemoteFailure, { en: string; zh: string }> = {
  NO_ACCOUNT: {
    en: 'No {oj} account is configured on this server: an administrator adds one in the switch settings{detail}',
    zh: '本站未配置 {oj} 账号：请管理员在开关设置中添加{detail}',
  },
  ACCOUNT_WAIT_TIMEOUT: {
    en: 'No {oj} account became free in time: resubmit to try again{detail}',
    zh: '等待空闲的 {oj} 账号超时：请重新提交{detail}',
  },
  LOGIN_FAILED: { en: "{oj} refused to log in this server's account{detail}", zh: '{oj} 拒绝了本站账号的登录{detail}' },
  BLOCKED: {
    en: '{oj} answered with a bot check (captcha) instead of its page, so it cannot be used automatically now{detail}',
    zh: '{oj} 返回了人机验证（验证码）页面，暂时无法自动使用{detail}',
  },
  RATE_LIMITED: {
    en: '{oj} asked to wait before submitting again and still refused after the wait{detail}',
    zh: '{oj} 要求稍后再提交，等待后仍被拒绝{detail}',
  },
  SUBMIT_REJECTED: { en: '{oj} rejected the submission{detail}', zh: '{oj} 拒绝了这次提交{detail}' },
  RUN_ID_NOT_FOUND: {
    en: '{oj} did not list the new submission, so its verdict cannot be followed: resubmit to try again{detail}',
    zh: '{oj} 的提交记录中找不到这次提交，无法获取结果：请重新提交{detail}',
  },
  POLL_TIMEOUT: {
    en: '{oj} gave no final verdict in time: resubmit to ask again{detail}',
    zh: '{oj} 未在限定时间内给出最终结果：请重新提交以再次查询{detail}',
  },
  REMOTE_SE: { en: 'There is something wrong with {oj}, please try again later{detail}', zh: '{oj} 出现了问题，请稍后再试{detail}' },
  PARSE_ERROR: {
    en: "{oj}'s page did not look as expected (the site may have changed){detail}",
    zh: '{oj} 的页面与预期不符（该站点可能已改版）{detail}',
  },
  UNREACHABLE: { en: '{oj} could not be reached{detail}', zh: '无法连接 {oj}{detail}' },
  NOT_FOUND: { en: '{oj} has no such problem{detail}', zh: '{oj} 上没有这道题目{detail}' },
};

/** Remote words are cut here: an error page can be long. */
const DETAIL_MAX = 300;

function fill(template: string, oj: string, detail: string, colon: string): string {
  return template.replace('{oj}', oj).replace('{detail}', detail ? `${colon}${detail}` : '');
}

/** A failure's message for the judge `key`, with the remote site's words when there are some. */
export function remoteMessage(kind: RemoteFailure, key: RemoteKey, detail = ''): Message {
  const oj = REMOTE_JUDGE_NAMES[key];
  const words = detail.replace(/\s+/g, ' ').trim().slice(0, DETAIL_MAX);
  const t = TEXTS[kind];
  return { en: fill(t.en, oj, words, ': '), zh: fill(t.zh, oj, words, '：') };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = Object.values(TEXTS).map((t) => {
  const body = escape(t.en).replace(escape('{oj}'), '(.+?)').replace(escape('{detail}'), '(?:: (.*))?');
  return { pattern: new RegExp(`^${body}$`, 's'), zh: t.zh };
});

/** The Chinese of a stored remote message, or undefined when `en` is none of them. */
export function remoteMessageZh(en: string): string | undefined {
  for (const { pattern, zh } of PATTERNS) {
    const m = pattern.exec(en);
    if (m) return fill(zh, m[1]!, m[2] ?? '', '：');
  }
  return undefined;
}

/**
 * A remote submission waiting to be sent: the judge, how many of its accounts there are, how many
 * submissions to that judge wait before it (all accounts busy), and whether any judge host that
 * submits remotely is running at all.
 */
export interface RemoteQueueVO {
  oj: RemoteKey;
  accounts: number;
  ahead: number;
  hosts: boolean;
}

// ---------------------------------------------------------------- import-remote-oj-problem

/** A judge's key as the import calls name it (`name`), any case. */
const remoteJudgeName = z
  .string('The remote judge is required')
  .trim()
  .min(1, 'The remote judge is required')
  .toUpperCase()
  .refine(isRemoteKey, 'The remote judge must be HDU, CF, GYM, POJ, SPOJ, AC or LIBRE')
  .transform((v) => v as RemoteKey);

/** The back office's import (hoj-api §13.5): problem `problemId` of judge `name`. */
export const importRemoteProblemQuery = z.object({
  name: remoteJudgeName,
  problemId: z
    .string('The problem id is required')
    .trim()
    .min(1, 'The problem id is required')
    .max(64, 'The problem id can not exceed 64 characters'),
});

/** Imported straight into a contest under `displayId`. */
export const importRemoteContestProblemQuery = importRemoteProblemQuery.extend({
  cid: id('The contest id'),
  displayId: z.string('Contest problem display ID is required').trim().min(1, 'Contest problem display ID is required').max(255),
});

/** Imported straight into a training. */
export const importRemoteTrainingProblemQuery = importRemoteProblemQuery.extend({ tid: id('The training id') });
