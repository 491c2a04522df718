import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userMessage } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser } from '../../../test/fixtures.ts';
import { recordMessage } from './record.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('leaves a message for another user, cut to 255 characters, and none for the actor themself', async () => {
  const amy = await addUser(server, 'msg-amy');
  const ben = await addUser(server, 'msg-ben');
  const base = { action: 'Discuss', sourceId: 7, sourceType: 'Discussion', url: '/discussion-detail/7' } as const;
  await recordMessage(server.ctx.db, { ...base, senderId: ben.uid, recipientId: amy.uid, sourceContent: '好'.repeat(300) });
  await recordMessage(server.ctx.db, { ...base, senderId: amy.uid, recipientId: amy.uid, sourceContent: 'my own' });
  const rows = await server.ctx.db.select().from(userMessage).where(eq(userMessage.recipientId, amy.uid));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ senderId: ben.uid, state: false, action: 'Discuss' });
  expect([...rows[0]!.sourceContent]).toHaveLength(255);
});
