import { count, eq } from 'drizzle-orm';
import type { SwitchConfig } from '@arbiter/contract';
import { comment, discussion, reply } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';
import type { Caller, GroupCast } from '../group/test-support.ts';

/** What the group discussion tests share: posts written straight to the table, counts, and the answer a refused caller gets. */

export async function addGroupPost(
  server: TestServer,
  cast: GroupCast,
  author: Exclude<Caller, 'anonymous'>,
  patch: Partial<typeof discussion.$inferInsert> = {},
): Promise<number> {
  const [row] = await server.ctx.db
    .insert(discussion)
    .values({ title: 'Group question', description: 'About the group', content: 'Body', uid: cast[author].uid, gid: cast.gid, ...patch })
    .returning({ id: discussion.id });
  return row!.id;
}

export async function postRow(server: TestServer, did: number) {
  return (await server.ctx.db.select().from(discussion).where(eq(discussion.id, did)))[0];
}

export async function addComment(server: TestServer, did: number, fromUid: string): Promise<number> {
  const [row] = await server.ctx.db.insert(comment).values({ did, fromUid, content: 'A comment' }).returning({ id: comment.id });
  return row!.id;
}

export async function addReply(server: TestServer, commentId: number, fromUid: string): Promise<number> {
  const [row] = await server.ctx.db
    .insert(reply)
    .values({ commentId, fromUid, toUid: fromUid, content: 'A reply' })
    .returning({ id: reply.id });
  return row!.id;
}

/** How many posts, comments and replies there are: a refused call changes none of them. */
export async function tally(server: TestServer): Promise<number[]> {
  const n = async (t: typeof discussion | typeof comment | typeof reply) => (await server.ctx.db.select({ n: count() }).from(t))[0]!.n;
  return [await n(discussion), await n(comment), await n(reply)];
}

export async function setSwitches(server: TestServer, patch: Partial<SwitchConfig>): Promise<void> {
  await server.ctx.site.write('switch', { ...(await server.ctx.site.switches()), ...patch });
}

/**
 * What a caller below the needed level gets: HTTP 401 signed out on a signed-in call, body 404 for a
 * hidden group (it is not known to them), body 403 otherwise.
 */
export function refusalOf(caller: Caller, hidden: boolean, loginCall: boolean): { http?: number; status?: number } {
  if (caller === 'anonymous' && loginCall) return { http: 401 };
  return { status: hidden ? 404 : 403 };
}
