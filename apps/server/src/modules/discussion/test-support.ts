import { Role } from '@arbiter/contract';
import { discussionCategory, userAcproblem } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';

/** What the discussion tests share: a cast of roles, categories, accepted problems and quick calls. */

export interface Cast {
  root: TestUser;
  admin: TestUser;
  problemAdmin: TestUser;
  /** A regular user with enough accepted problems to post. */
  author: TestUser;
  /** Another regular user, also able to post. */
  other: TestUser;
  /** A regular user with no accepted problem. */
  newcomer: TestUser;
}

/** Gives a user `n` distinct accepted problems (the AC count the posting threshold reads). */
export async function giveAccepted(server: TestServer, uid: string, n: number): Promise<void> {
  if (n === 0) return;
  await server.ctx.db.insert(userAcproblem).values(Array.from({ length: n }, (_, i) => ({ uid, pid: 9000 + i, submitId: 9000 + i })));
}

export async function addCast(server: TestServer, prefix: string): Promise<Cast> {
  const cast: Cast = {
    root: { uid: '1', username: 'root', email: null, password: '', token: await tokenFor(server, '1') },
    admin: await addUser(server, `${prefix}-admin`, { role: Role.ADMIN }),
    problemAdmin: await addUser(server, `${prefix}-padmin`, { role: Role.PROBLEM_ADMIN }),
    author: await addUser(server, `${prefix}-author`),
    other: await addUser(server, `${prefix}-other`),
    newcomer: await addUser(server, `${prefix}-new`),
  };
  await giveAccepted(server, cast.author.uid, 10);
  await giveAccepted(server, cast.other.uid, 12);
  return cast;
}

export async function addCategory(server: TestServer, name: string): Promise<number> {
  const [row] = await server.ctx.db.insert(discussionCategory).values({ name }).returning({ id: discussionCategory.id });
  return row!.id;
}

/** A valid post form in the category. */
export function postForm(categoryId: number, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: 'How to read input fast', description: 'scanf or cin?', content: 'Use **scanf**.', categoryId, ...patch };
}
