import { AwardType, ContestAuth, formatAccountLimitRule, parseAccountLimitRule, type AdminContestBody } from '@arbiter/contract';
import type { contest } from '../../db/schema.ts';
import { badRequest } from '../../http/envelope.ts';

/** The contest form's rules that need more than one field (part 3 §4, §5), beyond the contract schema. */
export const FORM_MSG = {
  sealTimeRequired: 'The seal rank time is required when the rank is sealed',
  sealTimeOutside: 'The seal rank time must be between the start and the end of the contest',
  ruleAdmitsNobody: 'The account limit rule admits no account: give a number range or extra accounts',
  awardsRequired: 'At least one award level is required',
} as const;

/** The columns a save writes from the form; who created the contest is not among them. */
export type ContestFormColumns = Omit<
  typeof contest.$inferInsert,
  'id' | 'uid' | 'author' | 'isGroup' | 'gid' | 'source' | 'version' | 'ratingComputedAt' | 'gmtCreate' | 'gmtModified'
>;

/** The seal time of a sealed board, which must fall inside the contest; none when the board is open. */
function sealTime(body: AdminContestBody): Date | null {
  if (!body.sealRank) return null;
  const at = body.sealRankTime;
  if (!at) throw badRequest(FORM_MSG.sealTimeRequired);
  if (at.getTime() < body.startTime.getTime() || at.getTime() > body.endTime.getTime()) throw badRequest(FORM_MSG.sealTimeOutside);
  return at;
}

/** The rule in its stored tagged form, however the client spaced it; it must admit someone when on. */
function accountRule(body: AdminContestBody): string | null {
  const rule = parseAccountLimitRule(body.accountLimitRule);
  if (!rule) return null;
  if (body.openAccountLimit && rule.start > rule.end && rule.extra.length === 0) throw badRequest(FORM_MSG.ruleAdmitsNobody);
  return formatAccountLimitRule(rule);
}

/**
 * Checks and normalises the admin contest form (AdminContestVO): the duration follows the times,
 * star accounts lose blanks, award levels are kept in priority order, and a public contest keeps
 * no password.
 */
export function contestColumns(body: AdminContestBody): ContestFormColumns {
  const awardConfig = [...body.awardConfigList].sort((a, b) => a.priority - b.priority);
  if (body.awardType !== AwardType.NONE && awardConfig.length === 0) throw badRequest(FORM_MSG.awardsRequired);
  return {
    title: body.title,
    description: body.description,
    type: body.type,
    auth: body.auth,
    pwd: body.auth === ContestAuth.PUBLIC ? null : (body.pwd ?? null),
    startTime: body.startTime,
    endTime: body.endTime,
    duration: Math.floor((body.endTime.getTime() - body.startTime.getTime()) / 1000),
    visible: body.visible,
    oiRankScoreType: body.oiRankScoreType,
    sealRank: body.sealRank,
    sealRankTime: sealTime(body),
    autoRealRank: body.autoRealRank,
    openPrint: body.openPrint,
    openRank: body.openRank,
    allowEndSubmit: body.allowEndSubmit,
    rated: body.rated,
    rankShowName: body.rankShowName,
    openAccountLimit: body.openAccountLimit,
    accountLimitRule: accountRule(body),
    starAccount: body.starAccount.filter((s) => s.length > 0),
    awardType: body.awardType,
    awardConfig,
  };
}
