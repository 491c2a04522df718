import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, type SwitchConfig } from '@arbiter/contract';
import { comment, discussion, discussionReport, problem, reply } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addCategory } from '../discussion/test-support.ts';
import { CALLERS, type Caller, type GroupCast, LEVEL_OF, addGroupCast, splitCallers } from '../group/test-support.ts';
import { addComment, addGroupPost, addReply, postRow, refusalOf, setSwitches, tally } from './test-support.ts';

let server: TestServer;
let publicGroup: GroupCast;
let hiddenGroup: GroupCast;
let category: number;
let saved: SwitchConfig;

beforeAll(async () => {
  server = await startTestServer();
  saved = await server.ctx.site.switches();
  publicGroup = await addGroupCast(server, 'gdpub');
  hiddenGroup = await addGroupCast(server, 'gdhid', { auth: GroupAuth.PRIVATE, visible: false });
  category = await addCategory(server, 'Group talk');
  // The callers have solved nothing: the thresholds are the public area's tests' concern.
  await setSwitches(server, {
    openGroupDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 1000,
  });
});
afterAll(async () => {
  await server.ctx.site.write('switch', saved);
  await server.close();
});

type Opts = { body?: unknown; query?: Record<string, string | number | boolean> };
const as = (cast: GroupCast, who: Caller, method: string, path: string, opts: Opts = {}) =>
  server.call(method, path, { token: cast.token(who), ...opts });

const form = (cast: GroupCast, patch: Record<string, unknown> = {}) => ({
  title: 'A group question',
  description: 'Short',
  content: 'Long',
  categoryId: category,
  gid: cast.gid,
  ...patch,
});

const member = splitCallers(3);
const admins = splitCallers(4);
/** Who may change a post the member wrote: its author and the group's admins. */
const authorOrAdmin = (who: Caller) => who === 'member' || LEVEL_OF[who] >= 4;

const GROUPS: [string, () => GroupCast, boolean][] = [
  ['public', () => publicGroup, false],
  ['hidden private', () => hiddenGroup, true],
];

describe.each(GROUPS)('a %s group', (_name, groupOf, hidden) => {
  it('lists its visible posts to members, and all of them to its admins', async () => {
    const cast = groupOf();
    const shown = await addGroupPost(server, cast, 'member');
    const hiddenPost = await addGroupPost(server, cast, 'groupAdmin', { status: 1 });
    for (const who of CALLERS) {
      const res = await as(cast, who, 'GET', '/api/group/get-discussion-list', { query: { gid: cast.gid, currentPage: 1, limit: 50 } });
      if (member.allowed.includes(who)) {
        expect(res, who).toMatchObject({ status: 200 });
        const ids = res.data.records.map((r: { id: number }) => r.id);
        expect(ids).toContain(shown);
        expect(ids).not.toContain(hiddenPost);
        expect(res.data.records.every((r: { gid: number }) => r.gid === cast.gid)).toBe(true);
        expect(res.data.records.find((r: { id: number }) => r.id === shown).content, who).toBe(who === 'member' ? 'Body' : null);
      } else expect(res, who).toMatchObject(refusalOf(who, hidden, true));

      const all = await as(cast, who, 'GET', '/api/group/get-admin-discussion-list', {
        query: { gid: cast.gid, currentPage: 1, limit: 50 },
      });
      if (admins.allowed.includes(who)) {
        expect(all.data.records.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([shown, hiddenPost]));
        // The table edits posts whole: it reads their content, which the members' list leaves out.
        expect(all.data.records.find((r: { id: number }) => r.id === shown).content).toBe('Body');
      } else if (who === 'member') expect(all, who).toMatchObject({ status: 403 });
      else expect(all, who).toMatchObject(refusalOf(who, hidden, true));
    }
  });

  it('takes posts from members only, pinned only when a group admin asks', async () => {
    const cast = groupOf();
    for (const who of CALLERS) {
      const before = await tally(server);
      const res = await as(cast, who, 'POST', '/api/group/discussion', { body: form(cast, { title: `By ${who}`, topPriority: true }) });
      if (!member.allowed.includes(who)) {
        expect(res, who).toMatchObject(refusalOf(who, hidden, true));
        expect(await tally(server)).toEqual(before);
        continue;
      }
      expect(res, who).toMatchObject({ status: 200, msg: 'Create Successfully' });
      const [row] = await server.ctx.db
        .select()
        .from(discussion)
        .where(eq(discussion.title, `By ${who}`))
        .orderBy(desc(discussion.id))
        .limit(1);
      expect(row, who).toMatchObject({
        gid: cast.gid,
        uid: cast[who as Exclude<Caller, 'anonymous'>].uid,
        topPriority: LEVEL_OF[who] >= 4,
      });
      expect(await tally(server)).toEqual([before[0]! + 1, before[1], before[2]]);
    }
  });

  it("takes a post about one of the group's problems, not about another group's", async () => {
    const cast = groupOf();
    const other = cast === publicGroup ? hiddenGroup : publicGroup;
    const own = `${cast.shortName}P1`;
    const foreign = `${other.shortName}P1`;
    for (const [c, problemId] of [
      [cast, own],
      [other, foreign],
    ] as const) {
      await server.ctx.db
        .insert(problem)
        .values({ problemId, title: 'Group problem', isGroup: true, gid: c.gid, author: c.groupRoot.username })
        .onConflictDoNothing();
    }
    const res = await as(cast, 'member', 'POST', '/api/group/discussion', { body: form(cast, { pid: own.toLowerCase(), title: 'Stuck' }) });
    expect(res).toMatchObject({ status: 200 });
    const [row] = await server.ctx.db
      .select()
      .from(discussion)
      .where(eq(discussion.title, `[${own}] Stuck`));
    expect(row).toMatchObject({ pid: own, gid: cast.gid });
    const before = await tally(server);
    expect(await as(cast, 'member', 'POST', '/api/group/discussion', { body: form(cast, { pid: foreign }) })).toMatchObject({
      status: 403,
    });
    expect(await tally(server)).toEqual(before);
  });

  it('lets the author and the group admins edit; only the admins pin and hide', async () => {
    const cast = groupOf();
    for (const who of CALLERS) {
      const did = await addGroupPost(server, cast, 'member');
      const body = form(cast, { id: did, title: `Edited by ${who}`, topPriority: true, status: 1 });
      const res = await as(cast, who, 'PUT', '/api/group/discussion', { body });
      const row = await postRow(server, did);
      if (!authorOrAdmin(who)) {
        expect(res, who).toMatchObject(member.allowed.includes(who) ? { status: 403 } : refusalOf(who, hidden, true));
        expect(row).toMatchObject({ title: 'Group question', topPriority: false, status: 0 });
        continue;
      }
      expect(res, who).toMatchObject({ status: 200 });
      const moderator = LEVEL_OF[who] >= 4;
      expect(row, who).toMatchObject({ title: `Edited by ${who}`, topPriority: moderator, status: moderator ? 1 : 0, gid: cast.gid });
    }
    const rootPost = await addGroupPost(server, cast, 'groupRoot');
    expect(await as(cast, 'member', 'PUT', '/api/group/discussion', { body: form(cast, { id: rootPost }) })).toMatchObject({
      status: 403,
      msg: 'Only the author or a group administrator can change this discussion',
    });
    const other = cast === publicGroup ? hiddenGroup : publicGroup;
    expect(
      await as(cast, 'groupRoot', 'PUT', '/api/group/discussion', { body: form(cast, { id: rootPost, gid: other.gid }) }),
    ).toMatchObject({
      status: 404,
    });
    expect((await postRow(server, rootPost))!.title).toBe('Group question');
  });

  it('lets the author and the group admins delete', async () => {
    const cast = groupOf();
    for (const who of CALLERS) {
      const did = await addGroupPost(server, cast, 'member');
      const res = await as(cast, who, 'DELETE', '/api/group/discussion', { query: { did } });
      if (authorOrAdmin(who)) {
        expect(res, who).toMatchObject({ status: 200 });
        expect(await postRow(server, did)).toBeUndefined();
      } else {
        expect(res, who).toMatchObject(member.allowed.includes(who) ? { status: 403 } : refusalOf(who, hidden, true));
        expect(await postRow(server, did)).toBeDefined();
      }
    }
    const rootPost = await addGroupPost(server, cast, 'groupRoot');
    expect(await as(cast, 'member', 'DELETE', '/api/group/discussion', { query: { did: rootPost } })).toMatchObject({ status: 403 });
    expect(await postRow(server, rootPost)).toBeDefined();
  });

  it("opens a post's page, likes and reports to members only", async () => {
    const cast = groupOf();
    const did = await addGroupPost(server, cast, 'groupRoot');
    const reports = async () =>
      (await server.ctx.db.select({ n: count() }).from(discussionReport).where(eq(discussionReport.did, did)))[0]!.n;
    for (const who of CALLERS) {
      const before = (await postRow(server, did))!;
      const reportsBefore = await reports();
      const page = await as(cast, who, 'GET', '/api/get-discussion-detail', { query: { did } });
      const liked = await as(cast, who, 'GET', '/api/discussion-like', { query: { did, toLike: true } });
      const report = await as(cast, who, 'POST', '/api/discussion-report', { body: { did, content: '#spam#' } });
      const after = (await postRow(server, did))!;
      if (member.allowed.includes(who)) {
        expect(page, who).toMatchObject({ status: 200, data: { id: did, gid: cast.gid, hasLike: false } });
        expect(liked, who).toMatchObject({ status: 200 });
        expect(report, who).toMatchObject({ status: 200 });
        expect(after).toMatchObject({ viewNum: before.viewNum + 1, likeNum: before.likeNum + 1 });
        expect(await reports()).toBe(reportsBefore + 1);
      } else {
        expect(page, who).toMatchObject(refusalOf(who, hidden, false));
        expect(liked, who).toMatchObject(refusalOf(who, hidden, true));
        expect(report, who).toMatchObject(refusalOf(who, hidden, true));
        expect(after).toMatchObject({ viewNum: before.viewNum, likeNum: before.likeNum });
        expect(await reports()).toBe(reportsBefore);
      }
    }
  });

  it('shows a hidden post to the group admins only', async () => {
    const cast = groupOf();
    const did = await addGroupPost(server, cast, 'member', { status: 1 });
    for (const who of member.allowed) {
      const res = await as(cast, who, 'GET', '/api/get-discussion-detail', { query: { did } });
      expect(res, who).toMatchObject({ status: admins.allowed.includes(who) ? 200 : 403 });
    }
  });

  it('opens comments and replies to members only', async () => {
    const cast = groupOf();
    const did = await addGroupPost(server, cast, 'groupRoot');
    const cid = await addComment(server, did, cast.groupRoot.uid);
    for (const who of CALLERS) {
      const before = await tally(server);
      const comments = await as(cast, who, 'GET', '/api/comments', { query: { did } });
      const replies = await as(cast, who, 'GET', '/api/reply', { query: { commentId: cid } });
      const wrote = await as(cast, who, 'POST', '/api/comment', { body: { did, content: `From ${who}` } });
      const answered = await as(cast, who, 'POST', '/api/reply', { body: { did, reply: { commentId: cid, content: `From ${who}` } } });
      if (member.allowed.includes(who)) {
        for (const res of [comments, replies, wrote, answered]) expect(res, who).toMatchObject({ status: 200 });
        const [posts, comm, rep] = before;
        expect(await tally(server)).toEqual([posts, comm! + 1, rep! + 1]);
      } else {
        for (const res of [comments, replies]) expect(res, who).toMatchObject(refusalOf(who, hidden, false));
        for (const res of [wrote, answered]) expect(res, who).toMatchObject(refusalOf(who, hidden, true));
        expect(await tally(server)).toEqual(before);
      }
    }
    const row = (await postRow(server, did))!;
    expect(row.commentNum).toBe(member.allowed.length * 2);
  });

  it('lets the author and the group admins delete comments and replies', async () => {
    const cast = groupOf();
    const did = await addGroupPost(server, cast, 'groupRoot');
    for (const who of CALLERS) {
      const cid = await addComment(server, did, cast.member.uid);
      const rid = await addReply(server, await addComment(server, did, cast.groupRoot.uid), cast.member.uid);
      const delReply = await as(cast, who, 'DELETE', '/api/reply', { body: { did, reply: { id: rid } } });
      const delComment = await as(cast, who, 'DELETE', '/api/comment', { body: { id: cid } });
      const left = {
        comment: (await server.ctx.db.select().from(comment).where(eq(comment.id, cid))).length,
        reply: (await server.ctx.db.select().from(reply).where(eq(reply.id, rid))).length,
      };
      if (authorOrAdmin(who)) {
        expect(delReply, who).toMatchObject({ status: 200 });
        expect(delComment, who).toMatchObject({ status: 200 });
        expect(left, who).toEqual({ comment: 0, reply: 0 });
      } else {
        const refusal = member.allowed.includes(who) ? { status: 403 } : refusalOf(who, hidden, true);
        expect(delReply, who).toMatchObject(refusal);
        expect(delComment, who).toMatchObject(refusal);
        expect(left, who).toEqual({ comment: 1, reply: 1 });
      }
    }
    const rootComment = await addComment(server, did, cast.groupRoot.uid);
    expect(await as(cast, 'member', 'DELETE', '/api/comment', { body: { id: rootComment } })).toMatchObject({ status: 403 });
    expect(await as(cast, 'groupAdmin', 'DELETE', '/api/comment', { body: { id: rootComment } })).toMatchObject({ status: 200 });
  });

  it('never shows its posts in the public list, nor lets the public calls change them', async () => {
    const cast = groupOf();
    const did = await addGroupPost(server, cast, 'member');
    const res = await server.call('GET', '/api/get-discussion-list', {
      token: cast.token('superAdmin'),
      query: { currentPage: 1, limit: 100 },
    });
    expect(res.data.records.map((r: { id: number }) => r.id)).not.toContain(did);
    const admin = await server.call('GET', '/api/get-discussion-list', {
      token: cast.token('superAdmin'),
      query: { currentPage: 1, limit: 100, admin: true },
    });
    expect(admin.data.records.every((r: { gid: number | null }) => r.gid === null)).toBe(true);
    expect(await as(cast, 'member', 'DELETE', '/api/discussion', { query: { did } })).toMatchObject({ status: 403 });
    expect(await postRow(server, did)).toBeDefined();
  });
});

describe('the group discussion switch', () => {
  it('refuses every group discussion call (403) while off, and nothing changes', async () => {
    const cast = publicGroup;
    const did = await addGroupPost(server, cast, 'member');
    const cid = await addComment(server, did, cast.member.uid);
    const rid = await addReply(server, cid, cast.member.uid);
    const before = { tally: await tally(server), row: await postRow(server, did) };
    await setSwitches(server, { openGroupDiscussion: false });
    try {
      const calls: [string, string, Opts][] = [
        ['GET', '/api/group/get-discussion-list', { query: { gid: cast.gid } }],
        ['GET', '/api/group/get-admin-discussion-list', { query: { gid: cast.gid } }],
        ['POST', '/api/group/discussion', { body: form(cast) }],
        ['PUT', '/api/group/discussion', { body: form(cast, { id: did, title: 'Changed' }) }],
        ['DELETE', '/api/group/discussion', { query: { did } }],
        ['GET', '/api/get-discussion-detail', { query: { did } }],
        ['GET', '/api/discussion-like', { query: { did, toLike: true } }],
        ['POST', '/api/discussion-report', { body: { did, content: '#spam#' } }],
        ['GET', '/api/comments', { query: { did } }],
        ['POST', '/api/comment', { body: { did, content: 'x' } }],
        ['DELETE', '/api/comment', { body: { id: cid } }],
        ['GET', '/api/reply', { query: { commentId: cid } }],
        ['POST', '/api/reply', { body: { did, reply: { commentId: cid, content: 'x' } } }],
        ['DELETE', '/api/reply', { body: { did, reply: { id: rid } } }],
      ];
      for (const who of ['member', 'groupRoot', 'superAdmin'] as const) {
        for (const [method, path, opts] of calls) {
          expect(await as(cast, who, method, path, opts), `${who} ${method} ${path}`).toMatchObject({ status: 403 });
        }
      }
      expect(await as(cast, 'member', 'GET', '/api/group/get-discussion-list', { query: { gid: cast.gid } })).toMatchObject({
        http: 403,
        msg: 'The group discussion area is closed by the administrator',
      });
      expect({ tally: await tally(server), row: await postRow(server, did) }).toEqual(before);
    } finally {
      await setSwitches(server, { openGroupDiscussion: true });
    }
  });
});
