import { LIMITS, type LoginRefusalData, type LoginRequest, type UserInfoVO, isAdminRole } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { session } from '../../db/schema.ts';
import type { Text } from '../../http/catalogue.ts';
import { accessDenied, fail } from '../../http/envelope.ts';
import { verifyPassword } from './password.ts';
import { usePuzzleToken } from './puzzle.ts';
import { type UserRow, findByUsername } from './users.ts';
import { toUserInfoVO } from './user-vo.ts';

const LOGIN_MSG = {
  wrong: 'Please check your username or password',
  puzzle: 'Please complete the slide verification first',
  locked: `Too many failed logins: this account cannot log in from here for ${LIMITS.loginLockMinutes} minutes`,
  banned: 'Your account has been banned, please contact an administrator',
  notAdmin: 'This account is not an administrator account',
} as const;

const FAIL_KIND = 'login_fail';
const LOCK_SECONDS = LIMITS.loginLockMinutes * 60;

/** Failures are counted per username and address (hoj-api §1.7), in a window that restarts at each failure. */
function failureKey(username: string, ip: string): string {
  return `${username.toLowerCase()}_${ip}`;
}

function refusal(msg: Text, failures: number) {
  const data: LoginRefusalData = { requirePuzzle: failures >= LIMITS.loginFailuresBeforePuzzle, failures };
  return fail(msg, data);
}

export interface LoginResult {
  token: string;
  user: UserInfoVO;
}

/**
 * Checks a login. From the 5th failure the request must carry a solved puzzle's token; from the
 * 20th the pair (username, address) is locked for 30 minutes after the last failure.
 */
export async function login(
  ctx: AppContext,
  input: LoginRequest,
  client: { ip: string; userAgent: string | undefined },
  opts: { adminOnly?: boolean } = {},
): Promise<LoginResult> {
  const key = failureKey(input.username, client.ip);
  const failures = (await ctx.expiring.get(FAIL_KIND, key))?.count ?? 0;
  if (failures >= LIMITS.loginFailuresBeforeLock) throw refusal(LOGIN_MSG.locked, failures);
  if (failures >= LIMITS.loginFailuresBeforePuzzle && !(await usePuzzleToken(ctx.expiring, input.puzzleToken))) {
    throw refusal(LOGIN_MSG.puzzle, failures);
  }

  const user = await findByUsername(ctx.db, input.username);
  const passwordOk = await verifyPassword(user?.password ?? null, input.password);
  if (!user || !passwordOk) {
    const count = await ctx.expiring.increment(FAIL_KIND, key, LOCK_SECONDS);
    throw refusal(count >= LIMITS.loginFailuresBeforeLock ? LOGIN_MSG.locked : LOGIN_MSG.wrong, count);
  }
  if (user.status !== 0) throw fail(LOGIN_MSG.banned);
  const vo = toUserInfoVO(user);
  if (opts.adminOnly && !isAdminRole(vo.roleList)) {
    throw accessDenied(LOGIN_MSG.notAdmin);
  }

  await ctx.expiring.delete(FAIL_KIND, key);
  return startSession(ctx, user, client);
}

/**
 * Signs in an account whose identity was proven (by its password, or by a single sign-on): a
 * session row (the login history) and a token of the account's current version.
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  await ctx.db.insert(session).values({ uid: user.uuid, ip: client.ip, userAgent: client.userAgent?.slice(0, 512) ?? null });
  const token = await ctx.tokens.sign(user.uuid, user.tokenVersion);
  return { token, user: toUserInfoVO(user) };
}
