import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userIdentity, userInfo, userRecord } from '../../db/schema.ts';
import { hashPassword } from '../account/password.ts';
import { type UserRow, findByEmail, findByUid } from '../account/users.ts';
import type { ProviderPerson } from './claims.ts';
import { SsoFailure } from './failure.ts';
import type { OidcSettings } from './settings.ts';
import { freeUsername, usernameBase } from './username.ts';

/** The account the provider's person is linked to, if any. */
async function linkedAccount(db: Db, person: ProviderPerson): Promise<UserRow | null> {
  const rows = await db
    .select({ user: userInfo })
    .from(userIdentity)
    .innerJoin(userInfo, eq(userInfo.uuid, userIdentity.uid))
    .where(and(eq(userIdentity.issuer, person.issuer), eq(userIdentity.subject, person.subject)))
    .limit(1);
  return rows[0]?.user ?? null;
}

/**
 * Links the person to an account. A second tab that linked them first wins (the unique pair): the
 * account answered is the one linked, whoever wrote it.
 */
async function link(db: Db, person: ProviderPerson, uid: string): Promise<UserRow> {
  await db.insert(userIdentity).values({ issuer: person.issuer, subject: person.subject, uid }).onConflictDoNothing();
  const linked = await linkedAccount(db, person);
  if (!linked) throw new SsoFailure('failed');
  return linked;
}

/**
 * A new account for the person, linked to them in the same transaction: a name from the mapped
 * claim made free, the email only when the provider verified it, a random password nobody knows
 * (a password reset by mail gives one), the role the settings name. Hashed like any password, so
 * a login attempt takes as long as for any account.
 */
async function createAccount(ctx: AppContext, person: ProviderPerson, settings: OidcSettings): Promise<UserRow> {
  const password = await hashPassword(randomBytes(32).toString('base64url'));
  const base = usernameBase(person.username, person.email);
  const nickname = person.displayName ? [...person.displayName].slice(0, LIMITS.nicknameMax).join('') : null;
  // A name or an address taken between the look and the insert: look again, a few times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const uid = randomBytes(16).toString('hex');
    const username = await freeUsername(ctx.db, base);
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.insert(userInfo).values({
          uuid: uid,
          username,
          password,
          email: person.emailVerified ? person.email : null,
          roleId: settings.newUserRole,
          nickname,
        });
        await tx.insert(userRecord).values({ uid });
        await tx.insert(userIdentity).values({ issuer: person.issuer, subject: person.subject, uid });
      });
      const created = await findByUid(ctx.db, uid);
      if (created) return created;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same person signing in from a second tab may have been linked meanwhile.
      const linked = await linkedAccount(ctx.db, person);
      if (linked) return linked;
    }
  }
  throw new SsoFailure('failed');
}

/**
 * The account the person signs in as: (a) the one already linked to them; (b) else the account
 * whose email the provider has verified as theirs, linked now; (c) an account with the email that
 * the provider has not verified is refused, since anyone may type any address at a provider that
 * does not check; (d) else a new account. A banned account is refused as a login refuses it.
 */
export async function accountFor(ctx: AppContext, person: ProviderPerson, settings: OidcSettings): Promise<UserRow> {
  let user = await linkedAccount(ctx.db, person);
  if (!user && person.email) {
    const owner = await findByEmail(ctx.db, person.email);
    if (owner && !person.emailVerified) throw new SsoFailure('unverifiedEmail');
    if (owner && owner.status !== 0) throw new SsoFailure('banned');
    if (owner) user = await link(ctx.db, person, owner.uuid);
  }
  user ??= await createAccount(ctx, person, settings);
  if (user.status !== 0) throw new SsoFailure('banned');
  return user;
}
