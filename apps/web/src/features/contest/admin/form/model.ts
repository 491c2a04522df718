import {
  AwardType,
  ContestAuth,
  ContestType,
  DEFAULT_AWARDS,
  defaultSealChoice,
  formatAccountLimitRule,
  parseAccountLimitRule,
  sealChoiceAllowed,
  sealChoiceOf,
  sealTimeFor,
  type AdminContestVO,
  type AwardLevel,
  type OiRankScoreType,
  type RankShowName,
  type endpoints,
} from '@arbiter/contract';
import type { CallBody } from '@/api/call.ts';

/**
 * The contest form's state (spec part 3 §3 contest fields, §4 seal rules, §9 defaults; hoj-api
 * §13.5 AdminContestVO): what the admin edits, how a stored contest becomes a form and how the form
 * becomes the body of POST/PUT /api/admin/contest. Pure: the screen holds a `ContestForm` and
 * changes it through these helpers.
 */

/** The account limit rule as the form shows it: prefix + a number in [from, to] + suffix, and extra usernames. */
export interface AccountLimitFields {
  prefix: string;
  suffix: string;
  numberFrom: number | null;
  numberTo: number | null;
  /** Usernames separated by spaces or new lines. */
  extraAccounts: string;
}

/** An award level of the list, with a stable key for React; numbers are null while their box is empty. */
export interface AwardRow extends Omit<AwardLevel, 'priority' | 'num'> {
  key: string;
  priority: number | null;
  num: number | null;
}

export interface ContestForm {
  id: number | null;
  /** The creator, kept as stored when editing. */
  uid: string | null;
  author: string | null;
  title: string;
  description: string;
  /** Epoch milliseconds; null until picked. */
  startTime: number | null;
  endTime: number | null;
  type: number;
  auth: number;
  pwd: string;
  sealRank: boolean;
  /** The seal choice picked by the admin; null (or a choice the length no longer allows) means the default. */
  sealChoice: number | null;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  /** Its final standings move the participants' ratings. */
  rated: boolean;
  rankShowName: RankShowName;
  openAccountLimit: boolean;
  accountLimit: AccountLimitFields;
  starAccount: string[];
  oiRankScoreType: OiRankScoreType;
  awardType: number;
  awards: AwardRow[];
  visible: boolean;
}

let keySeq = 0;
function awardKey(): string {
  keySeq += 1;
  return `award-${keySeq}`;
}

const withKeys = (levels: readonly AwardLevel[]): AwardRow[] => levels.map((l) => ({ ...l, key: awardKey() }));

const EMPTY_ACCOUNT_LIMIT: AccountLimitFields = { prefix: '', suffix: '', numberFrom: null, numberTo: null, extraAccounts: '' };

/** A new contest with the defaults of part 3 §9: ACM, public, usernames on the board, Recent scores, real board after the end, no awards. */
export function newContestForm(): ContestForm {
  return {
    id: null,
    uid: null,
    author: null,
    title: '',
    description: '',
    startTime: null,
    endTime: null,
    type: ContestType.ACM,
    auth: ContestAuth.PUBLIC,
    pwd: '',
    sealRank: false,
    sealChoice: null,
    autoRealRank: true,
    openRank: false,
    openPrint: false,
    allowEndSubmit: false,
    rated: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimit: { ...EMPTY_ACCOUNT_LIMIT },
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: AwardType.NONE,
    awards: withKeys(DEFAULT_AWARDS),
    visible: true,
  };
}

function epoch(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

/** The form fields of a stored rule; a rule without a number range (end below start) shows no numbers. */
export function accountLimitFieldsOf(text: string | null | undefined): AccountLimitFields {
  const rule = parseAccountLimitRule(text);
  if (!rule) return { ...EMPTY_ACCOUNT_LIMIT };
  const ranged = rule.end >= rule.start;
  return {
    prefix: rule.prefix,
    suffix: rule.suffix,
    numberFrom: ranged ? rule.start : null,
    numberTo: ranged ? rule.end : null,
    extraAccounts: rule.extra.join('\n'),
  };
}

/** The extra usernames of the rule: split on white space, empties dropped, each once. */
export function extraAccountsOf(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((s) => s.length > 0))];
}

/** Whether any field of the rule was filled in. */
function hasAccountLimit(fields: AccountLimitFields): boolean {
  return (
    fields.prefix.trim() !== '' ||
    fields.suffix.trim() !== '' ||
    fields.numberFrom !== null ||
    fields.numberTo !== null ||
    extraAccountsOf(fields.extraAccounts).length > 0
  );
}

/** The stored tagged rule; without a number range the range is [0, -1], which no number falls in. */
export function accountLimitRuleOf(fields: AccountLimitFields): string {
  const ranged = fields.numberFrom !== null && fields.numberTo !== null;
  return formatAccountLimitRule({
    prefix: fields.prefix.trim(),
    suffix: fields.suffix.trim(),
    start: ranged ? (fields.numberFrom ?? 0) : 0,
    end: ranged ? (fields.numberTo ?? -1) : -1,
    extra: extraAccountsOf(fields.extraAccounts),
  });
}

/** The form of a stored contest (the edit page). */
export function formFromContest(c: AdminContestVO): ContestForm {
  const base = newContestForm();
  const start = epoch(c.startTime);
  const end = epoch(c.endTime);
  return {
    ...base,
    id: c.id,
    uid: c.uid,
    author: c.author,
    title: c.title,
    description: c.description ?? '',
    startTime: start,
    endTime: end,
    type: c.type,
    auth: c.auth,
    pwd: c.pwd ?? '',
    sealRank: c.sealRank,
    sealChoice: c.sealRank && start !== null && end !== null ? sealChoiceOf(c.sealRankTime, new Date(start), new Date(end)) : null,
    autoRealRank: c.autoRealRank,
    openRank: c.openRank,
    openPrint: c.openPrint,
    allowEndSubmit: c.allowEndSubmit,
    rated: c.rated,
    rankShowName: c.rankShowName,
    openAccountLimit: c.openAccountLimit,
    accountLimit: accountLimitFieldsOf(c.accountLimitRule),
    starAccount: [...c.starAccount],
    oiRankScoreType: c.oiRankScoreType,
    awardType: c.awardType,
    // A contest without awards still offers the defaults once a type is picked.
    awards: withKeys(c.awardConfigList.length > 0 ? c.awardConfigList : DEFAULT_AWARDS),
    visible: c.visible,
  };
}

// ---------------------------------------------------------------------------------------------
// Derived values

/** The contest's length in seconds: 0 until both times are set, and 0 when the end precedes the start. */
export function durationSeconds(form: Pick<ContestForm, 'startTime' | 'endTime'>): number {
  if (form.startTime === null || form.endTime === null) return 0;
  return Math.max(0, Math.floor((form.endTime - form.startTime) / 1000));
}

/** Whether the end precedes the start (the time-check message shows). */
export function endsBeforeStart(form: Pick<ContestForm, 'startTime' | 'endTime'>): boolean {
  return form.startTime !== null && form.endTime !== null && form.endTime < form.startTime;
}

/** The seal choice in force: the admin's when the contest's length allows it, else the default for the rule and length. */
export function effectiveSealChoice(form: Pick<ContestForm, 'sealChoice' | 'type' | 'startTime' | 'endTime'>): number {
  const seconds = durationSeconds(form);
  if (form.sealChoice !== null && sealChoiceAllowed(form.sealChoice, seconds)) return form.sealChoice;
  return defaultSealChoice(form.type, seconds);
}

/** The seal time sent with the contest (hoj-api §14: computed by the client); null without a seal. */
export function sealRankTimeOf(form: ContestForm): string | null {
  if (!form.sealRank || form.startTime === null || form.endTime === null) return null;
  return sealTimeFor(effectiveSealChoice(form), new Date(form.startTime), new Date(form.endTime)).toISOString();
}

// ---------------------------------------------------------------------------------------------
// Changes that keep the form consistent

export interface StarAccountsChange {
  list: string[];
  /** Entered names already in the list (or entered twice): left out and warned about. */
  duplicates: string[];
}

/** Adds star usernames: each trimmed, empty ones ignored, ones already there reported as duplicates. */
export function addStarAccounts(current: readonly string[], entered: readonly string[]): StarAccountsChange {
  const list = [...current];
  const duplicates: string[] = [];
  for (const raw of entered) {
    const name = raw.trim();
    if (!name) continue;
    if (list.includes(name)) {
      if (!duplicates.includes(name)) duplicates.push(name);
    } else list.push(name);
  }
  return { list, duplicates };
}

/** Splits pasted or typed text into usernames (commas, spaces and new lines separate them). */
export function splitAccounts(text: string): string[] {
  return text.split(/[\s,，]+/);
}

/** A new award level after the others: the next priority, plain colours, no places yet. */
export function addAwardRow(awards: readonly AwardRow[]): AwardRow[] {
  const priority = awards.reduce((max, a) => Math.max(max, a.priority ?? 0), 0) + 1;
  return [...awards, { key: awardKey(), priority, name: '', background: '#ffffff', color: '#000000', num: 0 }];
}

/** Switching award types keeps the list; an emptied list comes back as the defaults. */
export function changeAwardType(form: ContestForm, awardType: number): ContestForm {
  const awards = form.awards.length > 0 ? form.awards : withKeys(DEFAULT_AWARDS);
  return { ...form, awardType, awards };
}

// ---------------------------------------------------------------------------------------------
// The body of the save

const iso = (ms: number | null): string => (ms === null ? '' : new Date(ms).toISOString());

/**
 * The AdminContestVO the server validates with the contract's `adminContestBody`. A new contest
 * names its creator (hoj-api §13.5: the client supplies uid and author).
 */
export function toContestBody(
  form: ContestForm,
  creator: { uid: string; username: string } | null,
): CallBody<typeof endpoints.adminContestCreate> {
  const isNew = form.id === null;
  const awards = form.awardType === AwardType.NONE ? [] : [...form.awards].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  return {
    ...(isNew ? {} : { id: form.id ?? undefined }),
    uid: isNew ? (creator?.uid ?? null) : form.uid,
    author: isNew ? (creator?.username ?? null) : form.author,
    title: form.title.trim(),
    description: form.description,
    startTime: iso(form.startTime),
    endTime: iso(form.endTime),
    duration: durationSeconds(form),
    type: form.type,
    auth: form.auth,
    // A public contest has no password; keeping an old one would only confuse a later change of auth.
    pwd: form.auth === ContestAuth.PUBLIC ? null : form.pwd.trim(),
    sealRank: form.sealRank,
    sealRankTime: sealRankTimeOf(form),
    autoRealRank: form.autoRealRank,
    openRank: form.openRank,
    openPrint: form.openPrint,
    allowEndSubmit: form.allowEndSubmit,
    rated: form.rated,
    rankShowName: form.rankShowName,
    openAccountLimit: form.openAccountLimit,
    // A rule switched off is kept, so switching it on again finds it.
    accountLimitRule: form.openAccountLimit || hasAccountLimit(form.accountLimit) ? accountLimitRuleOf(form.accountLimit) : null,
    starAccount: form.starAccount,
    oiRankScoreType: form.oiRankScoreType,
    awardType: form.awardType,
    awardConfigList: awards.map(({ priority, name, background, color, num }) => ({
      priority: priority ?? 0,
      name: name.trim(),
      background,
      color,
      num: num ?? 0,
    })),
    visible: form.visible,
  };
}
