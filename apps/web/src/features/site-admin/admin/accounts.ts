import { REMOTE_JUDGES, type RemoteJudgeKey, type SwitchConfig } from '@arbiter/contract';

/** One remote-judge account as the form edits it: the switches keep usernames and passwords in two lists paired by position. */
interface AccountRow {
  username: string;
  password: string;
}

export type AccountForm = Record<RemoteJudgeKey, AccountRow[]>;

/** The switches' two lists per judge as rows of pairs (a missing password reads as empty). */
export function accountRowsOf(config: SwitchConfig): AccountForm {
  const rows = {} as AccountForm;
  for (const judge of REMOTE_JUDGES) {
    const passwords = config[`${judge}PasswordList`];
    rows[judge] = config[`${judge}UsernameList`].map((username, i) => ({ username, password: passwords[i] ?? '' }));
  }
  return rows;
}

/** The rows back as the two lists per judge; a row with neither a username nor a password is dropped. */
export function accountListsOf(form: Partial<AccountForm>): Pick<SwitchConfig, `${RemoteJudgeKey}${'Username' | 'Password'}List`> {
  const lists = {} as Record<string, string[]>;
  for (const judge of REMOTE_JUDGES) {
    const rows = (form[judge] ?? []).filter((r) => r.username.trim() || r.password);
    lists[`${judge}UsernameList`] = rows.map((r) => r.username.trim());
    lists[`${judge}PasswordList`] = rows.map((r) => r.password);
  }
  return lists as Pick<SwitchConfig, `${RemoteJudgeKey}${'Username' | 'Password'}List`>;
}
