import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContestAuth } from '@arbiter/contract';
import { comment, contest } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addStaff, type Staff } from '../contest-admin/test-support.ts';
import { addContest, timesFor } from '../contest/test-fixtures.ts';
import { messagesTo, setSwitches } from './test-support.ts';

/**
 * A contest's Q&A: the contest's admins are its creator (`staff.admin`) and the super admin;
 * `staff.otherAdmin` is a site admin with no part in this contest.
 */

let server: TestServer;
let staff: Staff;
let asker: TestUser;
let rival: TestUser;
let cid: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'cc');
  asker = await addUser(server, 'cc-asker');
  rival = await addUser(server, 'cc-rival');
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await setSwitches(server, { openContestComment: true, defaultCreateCommentACInitValue: 10 });
  cid = await addContest(server, { state: 'running', uid: staff.admin.uid, author: staff.admin.username });
});

const post = (token: string | null, content: string, at = cid) =>
  server.call('POST', '/api/comment', { token, body: { content, cid: at } });
const ids = async (token: string | null) => {
  const res = await server.call('GET', '/api/comments', { token, query: { cid } });
  expect(res, res.msg).toMatchObject({ status: 200 });
  return res.data.commentList.records.map((c: { content: string }) => c.content).sort();
};
const postReply = (token: string | null, commentId: number, content = 'Answer') =>
  server.call('POST', '/api/reply', { token, body: { reply: { commentId, content }, quoteId: commentId, quoteType: 'Comment' } });
const replies = (token: string | null, commentId: number) => server.call('GET', '/api/reply', { token, query: { commentId, cid } });
async function commentAs(who: { token: string }, content: string): Promise<number> {
  const res = await post(who.token, content);
  expect(res, res.msg).toMatchObject({ status: 200 });
  return res.data.id as number;
}
const end = () => server.ctx.db.update(contest).set(timesFor('ended')).where(eq(contest.id, cid));

describe('a running contest', () => {
  it("shows a contestant's question to its author and the contest's admins only, and admins' posts to all", async () => {
    await commentAs(asker, 'Q asker');
    await commentAs(rival, 'Q rival');
    await commentAs(staff.admin, 'A creator');
    await commentAs(staff.root, 'A root');
    await commentAs(staff.otherAdmin, 'Q site admin');
    const everyone = ['A creator', 'A root', 'Q asker', 'Q rival', 'Q site admin'];
    expect(await ids(staff.admin.token)).toEqual(everyone);
    expect(await ids(staff.root.token)).toEqual(everyone);
    expect(await ids(asker.token)).toEqual(['A creator', 'A root', 'Q asker']);
    expect(await ids(rival.token)).toEqual(['A creator', 'A root', 'Q rival']);
    expect(await ids(staff.otherAdmin.token)).toEqual(['A creator', 'A root', 'Q site admin']);
    expect(await ids(null)).toEqual(['A creator', 'A root']);
    await end();
    expect(await ids(null)).toEqual(everyone);
  });

  it('asks no accepted problems of contestants', async () => {
    const res = await post(asker.token, 'Is n ≤ 10^5?');
    expect(res).toMatchObject({ status: 200, data: { fromName: 'cc-asker', content: 'Is n ≤ 10^5?' } });
  });

  it("keeps replies private like the comments, and a contestant out of another's thread", async () => {
    const q = await commentAs(asker, 'Q');
    expect(await postReply(staff.admin.token, q, 'Yes')).toMatchObject({ status: 200 });
    expect(await postReply(asker.token, q, 'Thanks')).toMatchObject({ status: 200 });
    expect((await replies(asker.token, q)).data.map((r: { content: string }) => r.content)).toEqual(['Thanks', 'Yes']);
    expect(await replies(rival.token, q)).toMatchObject({ status: 403, msg: 'You may not see this comment while the contest runs' });
    expect(await postReply(rival.token, q)).toMatchObject({ status: 403 });
    expect(
      await server.call('GET', '/api/comment-like', {
        token: rival.token,
        query: { cid: q, toLike: true, sourceId: cid, sourceType: 'Contest' },
      }),
    ).toMatchObject({
      status: 403,
    });
    const [msg] = (await messagesTo(server, asker.uid, 'Reply')).filter((m) => m.quoteId === q);
    expect(msg).toMatchObject({
      senderId: staff.admin.uid,
      sourceId: cid,
      sourceType: 'Contest',
      url: `/contest/${cid}/comment`,
      quoteType: 'Comment',
    });
  });
});

describe('replies in a contest', () => {
  it('are for the contest admins and the asker, also after the end', async () => {
    const q = await commentAs(asker, 'Q');
    await end();
    const refused = { status: 403, msg: 'Only the contest administrators and the author of the comment may reply in a contest' };
    expect(await postReply(rival.token, q)).toMatchObject(refused);
    expect(await postReply(staff.otherAdmin.token, q)).toMatchObject(refused);
    expect(await postReply(staff.root.token, q)).toMatchObject({ status: 200 });
    expect(await postReply(asker.token, q)).toMatchObject({ status: 200 });
    expect((await replies(rival.token, q)).data).toHaveLength(2);
  });
});

describe('deleting in a contest', () => {
  it("is for the author and the contest's admins, not for other site admins", async () => {
    const del = (token: string, id: number) => server.call('DELETE', '/api/comment', { token, body: { id } });
    const a = await commentAs(asker, 'one');
    const b = await commentAs(asker, 'two');
    const c = await commentAs(asker, 'three');
    const r = (await postReply(staff.admin.token, a)).data.id as number;
    await end();
    expect(await del(rival.token, a)).toMatchObject({ status: 403 });
    expect(await del(staff.otherAdmin.token, a)).toMatchObject({ status: 403 });
    expect(await del(staff.problemAdmin.token, a)).toMatchObject({ status: 403 });
    expect(await server.call('DELETE', '/api/reply', { token: asker.token, body: { reply: { id: r } } })).toMatchObject({ status: 403 });
    expect(await server.call('DELETE', '/api/reply', { token: staff.admin.token, body: { reply: { id: r } } })).toMatchObject({
      status: 200,
    });
    expect(await del(asker.token, a)).toMatchObject({ status: 200 });
    expect(await del(staff.admin.token, b)).toMatchObject({ status: 200 });
    expect(await del(staff.root.token, c)).toMatchObject({ status: 200 });
    expect(await ids(null)).toEqual([]);
  });
});

describe('likes in a contest', () => {
  it("tell the comment's author with the contest as source", async () => {
    const a = await commentAs(staff.admin, 'Announcement-ish');
    expect(
      await server.call('GET', '/api/comment-like', {
        token: asker.token,
        query: { cid: a, toLike: true, sourceId: cid, sourceType: 'Contest' },
      }),
    ).toMatchObject({
      status: 200,
    });
    const [msg] = (await messagesTo(server, staff.admin.uid, 'Like_Discuss')).filter((m) => m.quoteId === a);
    expect(msg).toMatchObject({ senderId: asker.uid, sourceId: cid, sourceType: 'Contest' });
    expect((await server.call('GET', '/api/comments', { token: asker.token, query: { cid } })).data.commentLikeMap).toEqual({
      [String(a)]: true,
    });
  });
});

describe('who may reach the Q&A', () => {
  it('refuses every call while the contest comment switch is off', async () => {
    const q = await commentAs(asker, 'Q');
    await setSwitches(server, { openContestComment: false });
    const closed = { status: 403, msg: 'Comments are closed: the contest comment area is off' };
    expect(await server.call('GET', '/api/comments', { query: { cid } })).toMatchObject(closed);
    expect(await post(staff.root.token, 'x')).toMatchObject(closed);
    expect(await postReply(staff.root.token, q)).toMatchObject(closed);
    expect(await replies(staff.root.token, q)).toMatchObject(closed);
    expect(await server.call('DELETE', '/api/comment', { token: asker.token, body: { id: q } })).toMatchObject(closed);
  });

  it('needs the contest visible, started, and for a private one a registration', async () => {
    const hidden = await addContest(server, { state: 'running', uid: staff.admin.uid, visible: false });
    expect(await post(asker.token, 'x', hidden)).toMatchObject({ status: 404 });
    expect(await post(staff.admin.token, 'x', hidden)).toMatchObject({ status: 200 });
    const scheduled = await addContest(server, { state: 'scheduled', uid: staff.admin.uid });
    expect(await post(asker.token, 'x', scheduled)).toMatchObject({ status: 403 });
    expect(await server.call('GET', '/api/comments', { query: { cid: scheduled } })).toMatchObject({ status: 403 });
    const priv = await addContest(server, { state: 'running', uid: staff.admin.uid, auth: ContestAuth.PRIVATE, pwd: 'secret' });
    expect(await post(asker.token, 'x', priv)).toMatchObject({ status: 403 });
    expect(await post(asker.token, 'x', 999999)).toMatchObject({ status: 404 });
  });

  it('goes with its contest', async () => {
    const q = await commentAs(asker, 'Q');
    await postReply(staff.admin.token, q);
    await server.ctx.db.delete(contest).where(eq(contest.id, cid));
    expect(await server.ctx.db.select().from(comment).where(eq(comment.id, q))).toHaveLength(0);
  });
});
