import { z } from 'zod';
import { customIssue } from './messages.ts';

/** The site switches the back office edits (hoj-api §1.6, §13.1). */

/** The remote judges whose accounts the switches keep, by the prefix of their list keys. */
export const REMOTE_JUDGES = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
export type RemoteJudgeKey = (typeof REMOTE_JUDGES)[number];

/** Upper bounds of the numeric switches: far above any sensible value, small enough to stay an integer column. */
export const SWITCH_LIMITS = { intervalMax: 3600, capMax: 100_000, accountsMax: 50, accountTextMax: 255 } as const;

const flag = (label: string) => z.boolean(`${label} must be true or false`);
const whole = (label: string, max: number) => {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z.number(message).int(message).min(0, message).max(max, message);
};
const accounts = (label: string) =>
  z
    .array(
      z
        .string(`${label} must be text`)
        .trim()
        .max(SWITCH_LIMITS.accountTextMax, `${label} can not exceed ${SWITCH_LIMITS.accountTextMax} characters`),
      `${label} must be a list`,
    )
    .max(SWITCH_LIMITS.accountsMax, `At most ${SWITCH_LIMITS.accountsMax} accounts per remote judge`);

const { intervalMax, capMax } = SWITCH_LIMITS;

const switchFields = {
  openPublicDiscussion: flag('The public discussion switch'),
  openGroupDiscussion: flag('The group discussion switch'),
  openContestComment: flag('The contest comment switch'),
  openPublicJudge: flag('The public judge switch'),
  openGroupJudge: flag('The group judge switch'),
  openContestJudge: flag('The contest judge switch'),
  hideNonContestSubmissionCode: flag('The hide-code switch'),
  defaultSubmitInterval: whole('The submit interval', intervalMax),
  defaultCreateGroupDailyLimit: whole('The daily group limit', capMax),
  defaultCreateGroupLimit: whole('The group limit', capMax),
  defaultCreateGroupACInitValue: whole('The group AC threshold', capMax),
  defaultCreateDiscussionDailyLimit: whole('The daily discussion limit', capMax),
  defaultCreateDiscussionACInitValue: whole('The discussion AC threshold', capMax),
  defaultCreateCommentACInitValue: whole('The comment AC threshold', capMax),
  hduUsernameList: accounts('A remote judge username'),
  hduPasswordList: accounts('A remote judge password'),
  cfUsernameList: accounts('A remote judge username'),
  cfPasswordList: accounts('A remote judge password'),
  pojUsernameList: accounts('A remote judge username'),
  pojPasswordList: accounts('A remote judge password'),
  atcoderUsernameList: accounts('A remote judge username'),
  atcoderPasswordList: accounts('A remote judge password'),
  spojUsernameList: accounts('A remote judge username'),
  spojPasswordList: accounts('A remote judge password'),
  libreojUsernameList: accounts('A remote judge username'),
  libreojPasswordList: accounts('A remote judge password'),
};

/** Every switch as `/api/admin/switch/info` answers it (remote-judge passwords included, as hoj does: only super admins read it). */
export const switchConfig = z.object(switchFields);
export type SwitchConfig = z.output<typeof switchConfig>;

/**
 * An update: any subset of the switches (hoj leaves a missing key as it was). A remote judge's
 * usernames and passwords pair up by position, so when one list is sent the other must be too,
 * with as many entries.
 */
export const switchUpdateRequest = switchConfig.partial().superRefine((value, ctx) => {
  for (const judge of REMOTE_JUDGES) {
    const names = value[`${judge}UsernameList`];
    const passwords = value[`${judge}PasswordList`];
    if (names === undefined && passwords === undefined) continue;
    if (names?.length !== passwords?.length) {
      customIssue(ctx, { en: 'Each remote judge username needs its password', zh: '每个远程评测账号都需要对应的密码' }, [
        `${judge}PasswordList`,
      ]);
    }
  }
});
export type SwitchUpdateRequest = z.output<typeof switchUpdateRequest>;
