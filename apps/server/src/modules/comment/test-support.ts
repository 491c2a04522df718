import { and, eq } from 'drizzle-orm';
import type { SwitchConfig } from '@arbiter/contract';
import { discussion, userAcproblem, userMessage } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';

/** What the comment tests share: discussions, solved problems, switches and the messages left. */

export async function addDiscussion(server: TestServer, uid: string, patch: Partial<typeof discussion.$inferInsert> = {}): Promise<number> {
  const [row] = await server.ctx.db
    .insert(discussion)
    .values({ title: 'How to read input fast?', content: 'Asking for a friend.', uid, ...patch })
    .returning({ id: discussion.id });
  return row!.id;
}

export async function commentNum(server: TestServer, did: number): Promise<number> {
  const [row] = await server.ctx.db.select({ n: discussion.commentNum }).from(discussion).where(eq(discussion.id, did));
  return row!.n;
}

/** Marks `n` problems solved by the user (the comment threshold counts distinct problems). */
export async function solve(server: TestServer, uid: string, n: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({ uid, pid: 1000 + i, submitId: 1000 + i }));
  if (rows.length > 0) await server.ctx.db.insert(userAcproblem).values(rows);
}

export async function setSwitches(server: TestServer, patch: Partial<SwitchConfig>): Promise<void> {
  await server.ctx.site.write('switch', { ...(await server.ctx.site.switches()), ...patch });
}

export async function messagesTo(server: TestServer, uid: string, action: string) {
  return server.ctx.db
    .select()
    .from(userMessage)
    .where(and(eq(userMessage.recipientId, uid), eq(userMessage.action, action)));
}
