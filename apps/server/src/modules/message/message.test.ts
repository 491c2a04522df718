import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { discussion, discussionCategory, userMessage } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { recordMessage, type NewMessage } from './record.ts';

let server: TestServer;
let amy: TestUser;
let ben: TestUser;
let did: number;

beforeAll(async () => {
  server = await startTestServer();
  amy = await addUser(server, 'mc-amy');
  ben = await addUser(server, 'mc-ben');
  const [d] = await server.ctx.db.insert(discussion).values({ title: 'Binary search', uid: amy.uid }).returning({ id: discussion.id });
  did = d!.id;
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, token: string | null, query: Record<string, string | number> = {}) =>
  server.call('GET', `/api/msg/${path}`, { token, query });
const clean = (token: string | null, query: Record<string, string | number>) => server.call('DELETE', '/api/msg/clean', { token, query });
const unread = async (u: TestUser) => (await get('unread', u.token)).data as Record<string, number>;

/** Ben acts on Amy's discussion: a message of that action for Amy. */
function fromBen(action: NewMessage['action'], text: string, to = amy): Promise<void> {
  return recordMessage(server.ctx.db, {
    action,
    senderId: ben.uid,
    recipientId: to.uid,
    sourceId: did,
    sourceType: 'Discussion',
    sourceContent: text,
    url: `/discussion-detail/${did}`,
    ...(action === 'Reply' ? { quoteId: 1, quoteType: 'Comment' } : {}),
  });
}

describe('who may call', () => {
  it('answers every call of a visitor with 401', async () => {
    for (const path of ['unread', 'comment', 'reply', 'like', 'sys', 'mine']) expect(await get(path, null)).toMatchObject({ http: 401 });
    expect(await clean(null, { type: 'Discuss' })).toMatchObject({ http: 401 });
  });
});

describe('comment, reply and like messages', () => {
  it('counts them unread, pages them newest first with sender and title, and marks a page read', async () => {
    for (let i = 1; i <= 7; i++) await fromBen('Discuss', `comment ${i}`);
    await fromBen('Reply', 'a reply');
    await fromBen('Like_Post', '');
    await fromBen('Like_Discuss', 'liked comment');
    expect(await unread(amy)).toEqual({ comment: 7, reply: 1, like: 2, sys: 0, mine: 0 });
    expect(await unread(ben)).toMatchObject({ comment: 0, reply: 0, like: 0 });

    const first = await get('comment', amy.token, { currentPage: 1, limit: 5 });
    expect(first).toMatchObject({ http: 200, status: 200, data: { total: 7, current: 1, size: 5 } });
    expect(first.data.records.map((r: { sourceContent: string }) => r.sourceContent)).toEqual([7, 6, 5, 4, 3].map((i) => `comment ${i}`));
    expect(first.data.records[0]).toMatchObject({
      action: 'Discuss',
      sourceId: did,
      sourceType: 'Discussion',
      sourceTitle: 'Binary search',
      url: `/discussion-detail/${did}`,
      state: false,
      senderId: ben.uid,
      senderUsername: 'mc-ben',
      quoteContent: '',
    });
    // The five read drop from the count; the page read again shows them read.
    expect((await unread(amy)).comment).toBe(2);
    expect((await get('comment', amy.token, { limit: 5 })).data.records.every((r: { state: boolean }) => r.state)).toBe(true);

    const reply = await get('reply', amy.token);
    expect(reply.data.records[0]).toMatchObject({ action: 'Reply', quoteId: 1, quoteType: 'Comment', sourceTitle: 'Binary search' });
    const likes = await get('like', amy.token);
    expect(likes.data.records.map((r: { action: string }) => r.action)).toEqual(['Like_Discuss', 'Like_Post']);
    expect(await unread(amy)).toEqual({ comment: 2, reply: 0, like: 0, sys: 0, mine: 0 });
  });

  it('pages five by default', async () => {
    expect((await get('comment', amy.token)).data).toMatchObject({ size: 5, total: 7 });
    expect((await get('comment', amy.token, { currentPage: 2, limit: 6 })).data.records).toHaveLength(1);
  });

  it('cleans one message or a whole tab, the user’s own only', async () => {
    const [one] = (await get('comment', amy.token, { limit: 1 })).data.records as { id: number }[];
    // Ben can not clean Amy's message: refused, and it stays.
    expect(await clean(ben.token, { type: 'Discuss', id: one!.id })).toMatchObject({ status: 400, msg: 'The message does not exist' });
    expect(await server.ctx.db.select().from(userMessage).where(eq(userMessage.id, one!.id))).toHaveLength(1);
    // Nor can a message be cleaned under another tab's type.
    expect(await clean(amy.token, { type: 'Reply', id: one!.id })).toMatchObject({ status: 400 });
    expect(await clean(amy.token, { type: 'Discuss', id: one!.id })).toMatchObject({ http: 200, status: 200 });
    expect((await get('comment', amy.token)).data.total).toBe(6);

    await fromBen('Discuss', 'to ben', ben); // a message of ben's own (ben to ben leaves nothing)
    const bens = await server.ctx.db.select().from(userMessage).where(eq(userMessage.recipientId, ben.uid));
    expect(await clean(amy.token, { type: 'Discuss' })).toMatchObject({ status: 200 });
    expect(await unread(amy)).toMatchObject({ comment: 0 });
    expect((await get('comment', amy.token)).data).toMatchObject({ total: 0, records: [] });
    expect((await get('reply', amy.token)).data.total).toBe(1);
    expect(await server.ctx.db.select().from(userMessage).where(eq(userMessage.recipientId, ben.uid))).toEqual(bens);
  });

  it('refuses an unknown type or a bad id', async () => {
    expect(await clean(amy.token, { type: 'Everything' })).toMatchObject({
      http: 400,
      msg: 'The message type must be Discuss, Reply, Like, Sys or Mine',
    });
    expect(await clean(amy.token, { type: 'Like', id: 'x' })).toMatchObject({ http: 400 });
    expect((await get('like', amy.token)).data.total).toBe(2);
  });
});

describe('system notices', () => {
  let admin: TestUser;
  const notice = async (title: string, type: string, recipientId?: string) => {
    const res = await server.call('POST', '/api/admin/msg/notice', {
      token: await server.ctx.tokens.sign('1', 0),
      body: { title, content: `**${title}**`, type, recipientId },
    });
    expect(res, res.msg).toMatchObject({ status: 200 });
  };
  const titles = async (u: TestUser, tab: 'sys' | 'mine') =>
    ((await get(tab, u.token, { limit: 50 })).data.records as { title: string }[]).map((r) => r.title);

  beforeAll(async () => {
    admin = await addUser(server, 'mc-admin', { role: Role.ADMIN });
    await notice('To all', 'All');
    await notice('To admins', 'Admin');
    await notice('To amy', 'Single', amy.uid);
  });

  it('shows each user the notices that address them: All to all, Admin to admins, Single in Mine', async () => {
    expect(await unread(amy)).toMatchObject({ sys: 1, mine: 1 });
    expect(await unread(admin)).toMatchObject({ sys: 2, mine: 0 });
    expect(await unread(ben)).toMatchObject({ sys: 1, mine: 0 });
    const mine = (await get('mine', amy.token)).data.records;
    expect(mine).toEqual([expect.objectContaining({ title: 'To amy', content: '**To amy**', type: 'Mine', state: false, adminId: '1' })]);
    expect(await titles(admin, 'sys')).toEqual(['To admins', 'To all']);
    expect(await titles(ben, 'sys')).toEqual(['To all']);
    expect(await titles(ben, 'mine')).toEqual([]);
  });

  it('marks them read for the reader alone', async () => {
    expect(await unread(amy)).toMatchObject({ sys: 1, mine: 0 });
    expect(await unread(admin)).toMatchObject({ sys: 0 });
    expect(await unread(ben)).toMatchObject({ sys: 0 });
    await notice('Second to all', 'All');
    expect(await unread(ben)).toMatchObject({ sys: 1 });
    const sys = (await get('sys', ben.token)).data.records as { title: string; state: boolean }[];
    expect(sys.map((r) => [r.title, r.state])).toEqual([
      ['Second to all', false],
      ['To all', true],
    ]);
  });

  it('shows a user created after an All notice that notice, unread', async () => {
    const late = await addUser(server, 'mc-late');
    expect(await unread(late)).toMatchObject({ sys: 2, mine: 0 });
    expect(await titles(late, 'sys')).toEqual(['Second to all', 'To all']);
  });

  it('cleans a notice or a whole tab for the reader alone', async () => {
    const sys = (await get('sys', ben.token)).data.records as { id: number; title: string }[];
    const toAll = sys.find((r) => r.title === 'To all')!;
    expect(await clean(ben.token, { type: 'Sys', id: toAll.id })).toMatchObject({ status: 200 });
    expect(await titles(ben, 'sys')).toEqual(['Second to all']);
    expect(await titles(admin, 'sys')).toContain('To all');
    // A notice that does not address the user, or of the other tab, is not theirs to clean.
    const toAdmins = ((await get('sys', admin.token)).data.records as { id: number; title: string }[]).find(
      (r) => r.title === 'To admins',
    )!;
    expect(await clean(ben.token, { type: 'Sys', id: toAdmins.id })).toMatchObject({ status: 400, msg: 'The message does not exist' });
    const toAmy = ((await get('mine', amy.token)).data.records as { id: number }[])[0]!;
    expect(await clean(ben.token, { type: 'Mine', id: toAmy.id })).toMatchObject({ status: 400 });
    expect(await clean(amy.token, { type: 'Sys', id: toAmy.id })).toMatchObject({ status: 400 });

    // A cleaned unread notice stops counting too.
    await notice('Third to all', 'All');
    expect(await unread(amy)).toMatchObject({ sys: 3 });
    expect(await clean(amy.token, { type: 'Sys' })).toMatchObject({ status: 200 });
    expect(await unread(amy)).toMatchObject({ sys: 0 });
    expect((await get('sys', amy.token)).data).toMatchObject({ total: 0, records: [] });
    expect(await titles(amy, 'mine')).toEqual(['To amy']);
    expect(await clean(amy.token, { type: 'Mine' })).toMatchObject({ status: 200 });
    expect(await titles(amy, 'mine')).toEqual([]);
    expect(await titles(ben, 'sys')).toEqual(['Third to all', 'Second to all']);
  });
});

describe('unread counts through the community’s own calls', () => {
  it('like → comment → reply → read → clean, with the quoted comment on the reply', async () => {
    await server.ctx.site.write('switch', { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
    const poster = await addUser(server, 'mc-poster');
    const [category] = await server.ctx.db.insert(discussionCategory).values({ name: 'Help' }).returning({ id: discussionCategory.id });
    const reader = await addUser(server, 'mc-reader');
    const posted = await server.call('POST', '/api/discussion', {
      token: poster.token,
      body: { title: 'Why does my DP time out?', description: 'O(n^3)', content: 'See the code.', categoryId: category!.id },
    });
    expect(posted.status, posted.msg).toBe(200);
    const list = await server.call('GET', '/api/get-discussion-list', { token: poster.token, query: { onlyMine: 'true' } });
    const pid = (list.data.records as { id: number }[])[0]!.id;

    expect((await server.call('GET', '/api/discussion-like', { token: reader.token, query: { did: pid, toLike: 'true' } })).status).toBe(
      200,
    );
    const said = await server.call('POST', '/api/comment', { token: reader.token, body: { did: pid, content: 'Memoise the inner loop.' } });
    expect(said.status, said.msg).toBe(200);
    const commentId = said.data.id as number;
    const answered = await server.call('POST', '/api/reply', {
      token: poster.token,
      body: {
        reply: { commentId, content: 'Thanks, that did it.', toUid: reader.uid },
        did: pid,
        quoteId: commentId,
        quoteType: 'Comment',
      },
    });
    expect(answered.status, answered.msg).toBe(200);

    expect(await unread(poster)).toMatchObject({ like: 1, comment: 1, reply: 0 });
    expect(await unread(reader)).toMatchObject({ like: 0, comment: 0, reply: 1 });

    const replies = (await get('reply', reader.token)).data.records as { quoteContent: string; senderUsername: string; state: boolean }[];
    expect(replies[0]).toMatchObject({ quoteContent: 'Memoise the inner loop.', senderUsername: 'mc-poster', state: false });
    expect((await unread(reader)).reply).toBe(0);

    await get('like', poster.token);
    expect(await unread(poster)).toMatchObject({ like: 0, comment: 1 });
    expect((await clean(poster.token, { type: 'Discuss' })).status).toBe(200);
    expect(await unread(poster)).toMatchObject({ comment: 0 });
    expect((await get('comment', poster.token)).data.total).toBe(0);
  });
});
