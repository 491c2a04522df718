import type { Message } from '@arbiter/contract';
import { ACCOUNT } from './messages/account.ts';
import { CLARIFICATION } from './messages/clarification.ts';
import { VIRTUAL } from './messages/virtual.ts';
import { CLICS } from './messages/clics.ts';
import { API_TOKEN } from './messages/api-token.ts';
import { COMMENT } from './messages/comment.ts';
import { COMMON } from './messages/common.ts';
import { CONFIG_ADMIN } from './messages/config-admin.ts';
import { CONTEST } from './messages/contest.ts';
import { FILE } from './messages/file.ts';
import { CONTEST_ADMIN } from './messages/contest-admin.ts';
import { DISCUSSION } from './messages/discussion.ts';
import { GROUP } from './messages/group.ts';
import { GROUP_PROBLEM } from './messages/group-problem.ts';
import { GROUP_TRAINING } from './messages/group-training.ts';
import { GROUP_CONTEST } from './messages/group-contest.ts';
import { GROUP_DISCUSSION } from './messages/group-discussion.ts';
import { JUDGE } from './messages/judge.ts';
import { KATTIS } from './messages/kattis.ts';
import { LIVE_MESSAGES } from './messages/live.ts';
import { MESSAGE } from './messages/message.ts';
import { NOTICE } from './messages/notice.ts';
import { PLAGIARISM } from './messages/plagiarism.ts';
import { PROBLEM_ADMIN } from './messages/problem-admin.ts';
import { PROBLEM_BANK } from './messages/problem-bank.ts';
import { SUBMISSION } from './messages/submission.ts';
import { TAG } from './messages/tag.ts';
import { TRAINING } from './messages/training.ts';
import { TRANSFER } from './messages/transfer.ts';
import { USER_ADMIN } from './messages/user-admin.ts';
import { SSO } from './messages/sso.ts';

/**
 * The server's messages, each with its Chinese: one catalogue per area (English → Chinese) in
 * `messages/`, and functions there for messages with values in them. A refusal or a success says a
 * catalogue key or a Message, so an English sentence without its Chinese does not compile.
 */
export const CATALOGUES = {
  common: COMMON,
  account: ACCOUNT,
  problemBank: PROBLEM_BANK,
  problemAdmin: PROBLEM_ADMIN,
  submission: SUBMISSION,
  judge: JUDGE,
  tag: TAG,
  contest: CONTEST,
  contestAdmin: CONTEST_ADMIN,
  training: TRAINING,
  transfer: TRANSFER,
  kattis: KATTIS,
  notice: NOTICE,
  message: MESSAGE,
  configAdmin: CONFIG_ADMIN,
  userAdmin: USER_ADMIN,
  comment: COMMENT,
  discussion: DISCUSSION,
  file: FILE,
  group: GROUP,
  groupProblem: GROUP_PROBLEM,
  groupTraining: GROUP_TRAINING,
  groupContest: GROUP_CONTEST,
  groupDiscussion: GROUP_DISCUSSION,
  live: LIVE_MESSAGES,
  clarification: CLARIFICATION,
  virtual: VIRTUAL,
  clics: CLICS,
  apiToken: API_TOKEN,
  plagiarism: PLAGIARISM,
  sso: SSO,
} as const;

const CATALOGUE = {
  ...COMMON,
  ...ACCOUNT,
  ...PROBLEM_BANK,
  ...PROBLEM_ADMIN,
  ...SUBMISSION,
  ...JUDGE,
  ...TAG,
  ...CONTEST,
  ...CONTEST_ADMIN,
  ...TRAINING,
  ...TRANSFER,
  ...KATTIS,
  ...NOTICE,
  ...MESSAGE,
  ...CONFIG_ADMIN,
  ...USER_ADMIN,
  ...COMMENT,
  ...DISCUSSION,
  ...FILE,
  ...GROUP,
  ...GROUP_PROBLEM,
  ...LIVE_MESSAGES,
  ...CLARIFICATION,
  ...VIRTUAL,
  ...CLICS,
  ...API_TOKEN,
  ...PLAGIARISM,
  ...GROUP_TRAINING,
  ...GROUP_CONTEST,
  ...GROUP_DISCUSSION,
  ...SSO,
} as const;

/** A message of a catalogue, named by its English. */
export type MessageKey = keyof typeof CATALOGUE;

/** What a refusal or a success may say: a catalogue key, or a Message built with its values. */
export type Text = MessageKey | Message;

export function toMessage(text: Text): Message {
  return typeof text === 'string' ? { en: text, zh: CATALOGUE[text] } : text;
}

/** The Chinese of a catalogue message given as text (a schema's message), or undefined. */
export function catalogueZh(en: string): string | undefined {
  return Object.hasOwn(CATALOGUE, en) ? CATALOGUE[en as MessageKey] : undefined;
}

/** Text that is not prose, the same in every language: a compiler's output. */
export function verbatim(text: string): Message {
  return { en: text, zh: text };
}
