import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { comment, commentLike, discussion, reply } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, updateUser, type TestUser } from '../../../test/fixtures.ts';
import { addStaff, type Staff } from '../contest-admin/test-support.ts';
import { addDiscussion, commentNum, messagesTo, setSwitches, solve } from './test-support.ts';

let server: TestServer;
let staff: Staff;
/** The discussion's author. */
let poster: TestUser;
/** A user with the ten accepted problems the default threshold asks for. */
let writer: TestUser;
let other: TestUser;
let novice: TestUser;
let muted: TestUser;
let did: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'dc');
  poster = await addUser(server, 'dc-poster');
  writer = await addUser(server, 'dc-writer');
  other = await addUser(server, 'dc-other');
  novice = await addUser(server, 'dc-novice');
  muted = await addUser(server, 'dc-muted', { role: Role.MUTE_USER });
  await solve(server, writer.uid, 10);
  await solve(server, other.uid, 12);
  await solve(server, novice.uid, 9);
  await solve(server, muted.uid, 10);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await setSwitches(server, { openPublicDiscussion: true, defaultCreateCommentACInitValue: 10 });
  did = await addDiscussion(server, poster.uid);
});

const post = (token: string | null, body: unknown) => server.call('POST', '/api/comment', { token, body });
const list = (token: string | null, query: Record<string, number>) => server.call('GET', '/api/comments', { token, query });
const like = (token: string | null, id: number, toLike: boolean) =>
  server.call('GET', '/api/comment-like', { token, query: { cid: id, toLike, sourceId: did, sourceType: 'Discussion' } });
const postReply = (token: string | null, body: unknown) => server.call('POST', '/api/reply', { token, body });
const delComment = (token: string | null, id: number) => server.call('DELETE', '/api/comment', { token, body: { id } });
const delReply = (token: string | null, id: number) => server.call('DELETE', '/api/reply', { token, body: { reply: { id }, did } });

async function commentAs(who: { token: string }, content = 'Use a buffered reader.'): Promise<number> {
  const res = await post(who.token, { content, did });
  expect(res, res.msg).toMatchObject({ http: 200, status: 200 });
  return res.data.id as number;
}
async function replyAs(who: { token: string }, commentId: number, content = 'Thanks!'): Promise<number> {
  const res = await postReply(who.token, { reply: { commentId, content }, did });
  expect(res, res.msg).toMatchObject({ http: 200, status: 200 });
  return res.data.id as number;
}

describe('POST /api/comment on a discussion', () => {
  it('stores the comment, counts it on the discussion and tells the discussion author', async () => {
    const res = await post(writer.token, { content: '  Use **scanf**. 👍  ', did });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Comment successfully' });
    expect(res.data).toMatchObject({
      content: 'Use **scanf**. 👍',
      fromUid: writer.uid,
      fromName: 'dc-writer',
      fromRole: 'default_user',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
    });
    expect(await commentNum(server, did)).toBe(1);
    const [msg] = (await messagesTo(server, poster.uid, 'Discuss')).filter((m) => m.sourceId === did);
    expect(msg).toMatchObject({
      senderId: writer.uid,
      sourceType: 'Discussion',
      url: `/discussion-detail/${did}`,
      sourceContent: 'Use **scanf**. 👍',
    });
  });

  it('leaves no message when the author comments on their own discussion', async () => {
    await solve(server, poster.uid, 10);
    await commentAs(poster, 'Update: solved.');
    expect((await messagesTo(server, poster.uid, 'Discuss')).filter((m) => m.sourceId === did)).toHaveLength(0);
  });

  it('asks users for the accepted problems of the threshold, not the site admins', async () => {
    const before = await commentNum(server, did);
    expect(await post(novice.token, { content: 'Hi', did })).toMatchObject({
      http: 200,
      status: 403,
      msg: 'Sorry, you cannot comment yet: solve at least 10 problems first',
    });
    for (const who of [staff.root, staff.admin, staff.problemAdmin]) await commentAs(who, `From ${who.username}`);
    expect(await commentNum(server, did)).toBe(before + 3);
    await setSwitches(server, { defaultCreateCommentACInitValue: 9 });
    await commentAs(novice);
  });

  it('needs a login and the comment permission', async () => {
    expect(await post(null, { content: 'Hi', did })).toMatchObject({ http: 401 });
    expect(await post(muted.token, { content: 'Hi', did })).toMatchObject({ http: 403 });
    expect(await commentNum(server, did)).toBe(0);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty content', { content: '   ' }, 'Content cannot be empty'],
    ['no content', {}, 'The required request parameters are missing: content'],
    ['a content over 10000 characters', { content: 'x'.repeat(10001) }, 'Content can not exceed 10000 characters'],
  ];
  it.each(refusals)('refuses %s', async (_what, body, msg) => {
    expect(await post(writer.token, { did, ...body })).toMatchObject({ http: 400, status: 400, msg });
    expect(await commentNum(server, did)).toBe(0);
  });

  it('takes 10000 characters', async () => {
    await commentAs(writer, 'x'.repeat(10000));
  });

  it('answers a refusal in Chinese to a Chinese client', async () => {
    const res = await server.call('POST', '/api/comment', {
      token: writer.token,
      body: { content: '', did },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res).toMatchObject({ http: 400, msg: '内容不能为空' });
  });

  it('needs exactly one of a discussion and a contest, and an existing discussion', async () => {
    expect(await post(writer.token, { content: 'Hi' })).toMatchObject({ status: 400, msg: 'Choose a discussion or a contest, not both' });
    expect(await post(writer.token, { content: 'Hi', did, cid: 1 })).toMatchObject({ status: 400 });
    expect(await post(writer.token, { content: 'Hi', did: 999999 })).toMatchObject({ status: 404 });
  });

  it('refuses a hidden discussion to users, not to admins', async () => {
    const hidden = await addDiscussion(server, poster.uid, { status: 1 });
    expect(await post(writer.token, { content: 'Hi', did: hidden })).toMatchObject({ status: 403 });
    expect(await post(staff.admin.token, { content: 'Hi', did: hidden })).toMatchObject({ status: 200 });
  });
});

describe('the public discussion switch', () => {
  it('refuses every comment and reply call while it is off', async () => {
    const id = await commentAs(writer);
    const rid = await replyAs(other, id);
    await setSwitches(server, { openPublicDiscussion: false });
    const closed = { http: 200, status: 403, msg: 'Comments are closed: the public discussion area is off' };
    expect(await list(null, { did })).toMatchObject(closed);
    expect(await post(staff.root.token, { content: 'Hi', did })).toMatchObject(closed);
    expect(await like(other.token, id, true)).toMatchObject(closed);
    expect(await server.call('GET', '/api/reply', { query: { commentId: id } })).toMatchObject(closed);
    expect(await postReply(writer.token, { reply: { commentId: id, content: 'x' }, did })).toMatchObject(closed);
    expect(await delReply(other.token, rid)).toMatchObject(closed);
    expect(await delComment(writer.token, id)).toMatchObject(closed);
    expect(await commentNum(server, did)).toBe(2);
  });
});

describe('GET /api/comments', () => {
  it('orders by likes then newest, pages, and marks what the caller likes', async () => {
    const first = await commentAs(writer, 'first');
    const second = await commentAs(other, 'second');
    const third = await commentAs(writer, 'third');
    await like(other.token, first, true);
    const res = await list(other.token, { did, currentPage: 1, limit: 2 });
    expect(res).toMatchObject({ status: 200 });
    expect(res.data.commentList).toMatchObject({ total: 3, size: 2, current: 1 });
    expect(res.data.commentList.records.map((c: { id: number }) => c.id)).toEqual([first, third]);
    expect(res.data.commentLikeMap).toEqual({ [String(first)]: true });
    const page2 = await list(null, { did, currentPage: 2, limit: 2 });
    expect(page2.data.commentList.records.map((c: { id: number }) => c.id)).toEqual([second]);
    expect(page2.data.commentLikeMap).toEqual({});
  });

  it('carries the three newest replies and the count of all', async () => {
    const id = await commentAs(writer);
    const ids = [];
    for (let i = 1; i <= 5; i++) ids.push(await replyAs(other, id, `reply ${i}`));
    const res = await list(null, { did });
    const [c] = res.data.commentList.records;
    expect(c.totalReplyNum).toBe(5);
    expect(c.replyList.map((r: { content: string }) => r.content)).toEqual(['reply 5', 'reply 4', 'reply 3']);
    const all = await server.call('GET', '/api/reply', { query: { commentId: id } });
    expect(all.data.map((r: { id: number }) => r.id)).toEqual(ids.reverse());
  });

  it('shows the writer as they are now: a rename and a title show at once', async () => {
    const u = await addUser(server, 'dc-renamed');
    await solve(server, u.uid, 10);
    await commentAs(u);
    await updateUser(server, u.uid, { username: 'dc-renamed-2', titleName: 'Helper', titleColor: '#f00' });
    const [c] = (await list(null, { did })).data.commentList.records;
    expect(c).toMatchObject({ fromName: 'dc-renamed-2', fromTitleName: 'Helper', fromTitleColor: '#f00' });
  });

  it('needs a discussion or a contest', async () => {
    expect(await list(null, {})).toMatchObject({ status: 400 });
  });
});

describe('GET /api/comment-like', () => {
  it('likes once, unlikes once, and tells the comment author of a like', async () => {
    const id = await commentAs(writer);
    const likes = async () => (await server.ctx.db.select().from(comment).where(eq(comment.id, id)))[0]!.likeNum;
    expect(await like(other.token, id, true)).toMatchObject({ http: 200, status: 200 });
    expect(await like(other.token, id, true)).toMatchObject({ status: 200 });
    expect(await likes()).toBe(1);
    const msgs = (await messagesTo(server, writer.uid, 'Like_Discuss')).filter((m) => m.quoteId === id);
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ senderId: other.uid, sourceId: did, sourceType: 'Discussion', quoteType: 'Comment' });
    await like(writer.token, id, true);
    expect((await messagesTo(server, writer.uid, 'Like_Discuss')).filter((m) => m.quoteId === id)).toHaveLength(1);
    expect(await likes()).toBe(2);
    await like(other.token, id, false);
    await like(other.token, id, false);
    expect(await likes()).toBe(1);
  });

  it('needs a login and an existing comment', async () => {
    expect(await like(null, 1, true)).toMatchObject({ http: 401 });
    expect(await like(other.token, 999999, true)).toMatchObject({ status: 404, msg: 'The comment does not exist' });
    expect(
      await server.call('GET', '/api/comment-like', {
        token: other.token,
        query: { cid: 1, toLike: 'yes', sourceId: 1, sourceType: 'Discussion' },
      }),
    ).toMatchObject({
      http: 400,
    });
  });
});

describe('POST /api/reply', () => {
  it('answers the comment author by default, counts the reply and leaves a Reply message with the quote', async () => {
    const id = await commentAs(writer);
    const res = await postReply(other.token, { reply: { commentId: id, content: 'Agreed', toName: 'forged', toAvatar: 'forged' }, did });
    expect(res).toMatchObject({ status: 200, msg: 'Reply successfully' });
    expect(res.data).toMatchObject({
      commentId: id,
      fromUid: other.uid,
      fromName: 'dc-other',
      toUid: writer.uid,
      toName: 'dc-writer',
      content: 'Agreed',
    });
    expect(await commentNum(server, did)).toBe(2);
    const [msg] = (await messagesTo(server, writer.uid, 'Reply')).filter((m) => m.quoteId === id);
    expect(msg).toMatchObject({ senderId: other.uid, quoteType: 'Comment', sourceId: did, sourceType: 'Discussion' });
  });

  it('answers someone in the thread, quoting their reply', async () => {
    const id = await commentAs(writer);
    const rid = await replyAs(other, id, 'Why?');
    const res = await postReply(writer.token, {
      reply: { commentId: id, content: 'Because.', toUid: other.uid },
      did,
      quoteId: rid,
      quoteType: 'Reply',
    });
    expect(res.data).toMatchObject({ toUid: other.uid, toName: 'dc-other' });
    const [msg] = (await messagesTo(server, other.uid, 'Reply')).filter((m) => m.quoteId === rid);
    expect(msg).toMatchObject({ senderId: writer.uid, quoteType: 'Reply', sourceContent: 'Because.' });
  });

  it('refuses a quote from another thread, an unknown user, the threshold and bad content', async () => {
    const id = await commentAs(writer);
    const elsewhere = await replyAs(other, await commentAs(other));
    const before = await commentNum(server, did);
    const body = (patch: Record<string, unknown>, r: Record<string, unknown> = {}) => ({
      reply: { commentId: id, content: 'x', ...r },
      did,
      ...patch,
    });
    expect(await postReply(writer.token, body({ quoteId: elsewhere, quoteType: 'Reply' }))).toMatchObject({
      status: 400,
      msg: 'The quoted reply is not in this comment',
    });
    expect(await postReply(writer.token, body({}, { toUid: 'nobody' }))).toMatchObject({
      status: 400,
      msg: 'The user replied to does not exist',
    });
    expect(await postReply(novice.token, body({}))).toMatchObject({ status: 403 });
    expect(await postReply(writer.token, body({}, { content: '' }))).toMatchObject({ http: 400, msg: 'Content cannot be empty' });
    expect(await postReply(writer.token, body({}, { content: 'x'.repeat(10001) }))).toMatchObject({ http: 400 });
    expect(await postReply(null, body({}))).toMatchObject({ http: 401 });
    expect(await postReply(muted.token, body({}))).toMatchObject({ http: 403 });
    expect(await postReply(writer.token, { reply: { commentId: 999999, content: 'x' } })).toMatchObject({ status: 404 });
    expect(await commentNum(server, did)).toBe(before);
  });
});

describe('DELETE /api/reply (JSON body)', () => {
  it('lets the author and the site admins delete, not other users', async () => {
    const id = await commentAs(writer);
    const r1 = await replyAs(other, id, 'one');
    const r2 = await replyAs(other, id, 'two');
    const r3 = await replyAs(other, id, 'three');
    expect(await delReply(writer.token, r1)).toMatchObject({ status: 403, msg: 'Only the author or an administrator may delete this' });
    expect(await delReply(null, r1)).toMatchObject({ http: 401 });
    expect(await delReply(other.token, r1)).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect(await delReply(staff.problemAdmin.token, r2)).toMatchObject({ status: 200 });
    expect(await delReply(staff.admin.token, r3)).toMatchObject({ status: 200 });
    expect(await commentNum(server, did)).toBe(1);
    expect(await delReply(other.token, r1)).toMatchObject({ status: 404, msg: 'The reply does not exist' });
    expect(await server.call('DELETE', '/api/reply', { token: other.token, body: { id: r1 } })).toMatchObject({ http: 400 });
  });
});

describe('DELETE /api/comment (JSON body)', () => {
  it('deletes the comment with its replies and likes, and takes them all off the count', async () => {
    const id = await commentAs(writer);
    await replyAs(other, id);
    await replyAs(writer, id);
    await like(other.token, id, true);
    const keep = await commentAs(other);
    expect(await commentNum(server, did)).toBe(4);
    expect(await delComment(other.token, id)).toMatchObject({ status: 403 });
    expect(await delComment(writer.token, id)).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect(await commentNum(server, did)).toBe(1);
    expect(await server.ctx.db.select().from(reply).where(eq(reply.commentId, id))).toHaveLength(0);
    expect(await server.ctx.db.select().from(commentLike).where(eq(commentLike.commentId, id))).toHaveLength(0);
    expect(await delComment(writer.token, id)).toMatchObject({ status: 404 });
    expect((await list(null, { did })).data.commentList.records.map((c: { id: number }) => c.id)).toEqual([keep]);
  });

  it('lets root, admin and problem admin delete any comment of a discussion', async () => {
    for (const who of [staff.root, staff.admin, staff.problemAdmin]) {
      const id = await commentAs(writer);
      expect(await delComment(who.token, id)).toMatchObject({ status: 200 });
    }
    expect(await commentNum(server, did)).toBe(0);
  });

  it('needs a login and the id in the body', async () => {
    expect(await delComment(null, 1)).toMatchObject({ http: 401 });
    expect(await server.call('DELETE', '/api/comment', { token: writer.token, query: { id: 1 } })).toMatchObject({ http: 400 });
  });

  it('goes with its discussion', async () => {
    const id = await commentAs(writer);
    await replyAs(other, id);
    await server.ctx.db.delete(discussion).where(eq(discussion.id, did));
    expect(await server.ctx.db.select().from(comment).where(eq(comment.id, id))).toHaveLength(0);
    expect(await server.ctx.db.select().from(reply).where(eq(reply.commentId, id))).toHaveLength(0);
  });
});
