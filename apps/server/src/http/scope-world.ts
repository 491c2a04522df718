import { GroupAuth, GroupLevel, Role, TrainingAuth } from '@arbiter/contract';
import type { contest } from '../db/schema.ts';
import {
  announcement,
  contestAnnouncement,
  contestPrint,
  group,
  groupMember,
  training,
  trainingCategory,
  trainingProblem,
  trainingRegister,
} from '../db/schema.ts';
import type { TestServer } from '../../test/harness.ts';
import { addUser, type TestUser } from '../../test/fixtures.ts';
import { addJudged } from '../../test/judged.ts';
import { languageIds } from '../../test/problem-admin.ts';
import { addProblem } from '../../test/problems.ts';
import { addComment, addGroupPost, addReply } from '../modules/group-discussion/test-support.ts';
import { addGroupCast, type GroupCast } from '../modules/group/test-support.ts';
import { addGroupContest, addGroupProblem } from '../modules/group-contest/test-support.ts';
import { HOUR_MS, addContest, addContestProblem, registerFor, timesFor } from '../modules/contest/test-fixtures.ts';
import { addCategory, giveAccepted } from '../modules/discussion/test-support.ts';
import { addDiscussion } from '../modules/comment/test-support.ts';

/**
 * The world the scoped matrix calls into: one private group with a user at each level, a site
 * contest and a site training (private, made by a problem admin, the member registered), and
 * builders of fresh resources, so that a call that deletes or changes one leaves the next
 * caller's untouched. Everything is written through the areas' own test fixtures.
 */

/** The callers of a scoped call. What `member` and `scopeAdmin` are depends on the scope (see `userOf`). */
const SCOPED_CALLERS = ['anonymous', 'outsider', 'member', 'scopeAdmin', 'admin', 'superAdmin'] as const;
export type ScopedCaller = (typeof SCOPED_CALLERS)[number];

/**
 * What a resource belongs to: a group (outsider / member / group root), a site contest (outsider /
 * registered participant / its author), a private training (outsider / registered / its author),
 * or a user's own thing (another user / its owner; no member).
 */
export type ScopeKind = 'group' | 'contest' | 'training' | 'own';

export interface World {
  server: TestServer;
  /** A private group: its stranger is the outsider, its member the member, its root the group's admin. */
  g: GroupCast;
  /** A problem admin, author of the site contests and trainings. */
  author: TestUser;
  /** A training category of the site. */
  categoryId: number;
  /** A discussion category. */
  discussionCategory: number;
  /** The site's own languages C and C++, for problem forms. */
  lids: number[];
  /** A public site problem. */
  publicPid: number;
  seq: () => number;
}

export async function buildWorld(server: TestServer): Promise<World> {
  const g = await addGroupCast(server, 'scope', { auth: GroupAuth.PRIVATE });
  const author = await addUser(server, 'scope-author', { role: Role.PROBLEM_ADMIN });
  // Posting needs accepted problems (the configured threshold).
  for (const u of [g.member, g.stranger, g.groupRoot]) await giveAccepted(server, u.uid, 20);
  const [cat] = await server.ctx.db
    .insert(trainingCategory)
    .values({ name: 'Scope', color: '#123456' })
    .returning({ id: trainingCategory.id });
  let n = 0;
  return {
    server,
    g,
    author,
    categoryId: cat!.id,
    discussionCategory: await addCategory(server, 'Scope talk'),
    lids: await languageIds(server, ['C', 'C++']),
    publicPid: await addProblem(server, { problemId: 'SCOPE-PUB', cases: [{ input: '1\n', output: '1\n' }] }),
    seq: () => ++n,
  };
}

/** The user behind a caller in a scope (undefined: anonymous, or no such caller in the scope). */
export function userOf(w: World, scope: ScopeKind, who: ScopedCaller): TestUser | undefined {
  switch (who) {
    case 'anonymous':
      return undefined;
    case 'outsider':
      return w.g.stranger;
    case 'member':
      return w.g.member;
    case 'scopeAdmin':
      if (scope === 'group') return w.g.groupRoot;
      if (scope === 'own') return w.g.member;
      return w.author;
    case 'admin':
      return w.g.siteAdmin;
    case 'superAdmin':
      return w.g.superAdmin;
  }
}

/** The callers a scope has: a user's own thing has its owner and others, no members. */
export function callersOf(scope: ScopeKind): ScopedCaller[] {
  return SCOPED_CALLERS.filter((c) => !(scope === 'own' && c === 'member'));
}

// Fresh resources -------------------------------------------------------------------------------

export const groupProblem = async (w: World) => {
  const problemId = `${w.g.shortName}P${w.seq()}`;
  return { pid: await addGroupProblem(w.server, w.g.gid, problemId, w.g.groupRoot.username), problemId };
};

/**
 * Another private group of the same people at the same levels, for the calls that disband a group,
 * remove its members or let one leave: the world's group stays whole.
 */
export async function sameCastGroup(w: World): Promise<number> {
  const tag = `sc${w.seq()}`;
  const [row] = await w.server.ctx.db
    .insert(group)
    .values({
      name: `${tag} group`,
      shortName: `${tag}sn`,
      brief: 'Copy',
      description: 'Copy',
      uid: w.g.groupRoot.uid,
      auth: GroupAuth.PRIVATE,
      code: 'ABC123',
    })
    .returning({ id: group.id });
  const gid = row!.id;
  await w.server.ctx.db.insert(groupMember).values([
    { gid, uid: w.g.groupRoot.uid, auth: GroupLevel.ROOT },
    { gid, uid: w.g.groupAdmin.uid, auth: GroupLevel.ADMIN },
    { gid, uid: w.g.member.uid, auth: GroupLevel.MEMBER },
    { gid, uid: w.g.applicant.uid, auth: GroupLevel.APPLYING, reason: 'Let me in' },
  ]);
  return gid;
}

export const groupContest = (w: World) => addGroupContest(w.server, w.g.gid, w.g.groupRoot);

export async function groupTraining(w: World): Promise<number> {
  const [row] = await w.server.ctx.db
    .insert(training)
    .values({
      title: 'Group training',
      auth: TrainingAuth.PUBLIC,
      isGroup: true,
      gid: w.g.gid,
      uid: w.g.groupRoot.uid,
      author: w.g.groupRoot.username,
      categoryId: w.categoryId,
    })
    .returning({ id: training.id });
  return row!.id;
}

export async function groupAnnouncement(w: World): Promise<number> {
  const [row] = await w.server.ctx.db
    .insert(announcement)
    .values({ title: 'Group news', content: 'News', uid: w.g.groupRoot.uid, gid: w.g.gid })
    .returning({ id: announcement.id });
  return row!.id;
}

export const groupPost = (w: World) => addGroupPost(w.server, w.g, 'groupRoot');

/** A running private site contest by the author with one problem "A" (printing open); the member is registered. */
export async function siteContest(w: World, patch: Partial<typeof contest.$inferInsert> = {}): Promise<{ cid: number; pid: number }> {
  const cid = await addContest(w.server, {
    auth: 1,
    pwd: 'secret',
    uid: w.author.uid,
    author: w.author.username,
    visible: true,
    openPrint: true,
    ...patch,
  });
  const pid = await addProblem(w.server, { problemId: `SCOPE-C${w.seq()}`, cases: [{ input: '1\n', output: '1\n' }], auth: 3 });
  await addContestProblem(w.server, cid, pid, 'A');
  await registerFor(w.server, cid, w.g.member.uid);
  return { cid, pid };
}

export async function contestNews(w: World, cid: number): Promise<number> {
  const [row] = await w.server.ctx.db
    .insert(contestAnnouncement)
    .values({ cid, title: 'Contest news', content: 'News', uid: w.author.uid })
    .returning({ id: contestAnnouncement.id });
  return row!.id;
}

/** An ended contest whose board was sealed before its end, as the rolling scoreboard plays. */
export const sealedContest = (w: World) =>
  siteContest(w, { ...timesFor('ended'), sealRank: true, sealRankTime: new Date(timesFor('ended').endTime.getTime() - HOUR_MS / 2) });

/** A print request of the member's in a fresh contest. */
export async function contestPrintOf(w: World): Promise<{ cid: number; id: number }> {
  const { cid } = await siteContest(w);
  const [row] = await w.server.ctx.db
    .insert(contestPrint)
    .values({ cid, uid: w.g.member.uid, username: w.g.member.username, content: 'x'.repeat(60) })
    .returning({ id: contestPrint.id });
  return { cid, id: row!.id };
}

/** Links a problem into a training. */
export async function linkTraining(w: World, tid: number, pid: number): Promise<void> {
  await w.server.ctx.db.insert(trainingProblem).values({ tid, pid });
}

/** A private site training by the author holding the public problem; the member is registered. */
export async function siteTraining(w: World): Promise<number> {
  const [row] = await w.server.ctx.db
    .insert(training)
    .values({
      title: 'Private training',
      auth: TrainingAuth.PRIVATE,
      privatePwd: 'secret',
      uid: w.author.uid,
      author: w.author.username,
      categoryId: w.categoryId,
    })
    .returning({ id: training.id });
  await w.server.ctx.db.insert(trainingRegister).values({ tid: row!.id, uid: w.g.member.uid });
  return row!.id;
}

/** A public discussion of the member's, with a comment and a reply of the member's. */
export async function ownPost(w: World): Promise<{ did: number; commentId: number; replyId: number }> {
  const did = await addDiscussion(w.server, w.g.member.uid, { categoryId: w.discussionCategory });
  const commentId = await addComment(w.server, did, w.g.member.uid);
  return { did, commentId, replyId: await addReply(w.server, commentId, w.g.member.uid) };
}

/** An accepted practice submission of the member's on a fresh public problem (calls of other rows may hide the world's). */
export async function ownSubmission(w: World): Promise<number> {
  const pid = await addProblem(w.server, { problemId: `SCOPE-S${w.seq()}`, cases: [{ input: '1\n', output: '1\n' }] });
  return addJudged(w.server, w.g.member, pid, { status: 0 });
}

/** The member's accepted submission in a fresh site contest. */
export async function contestSubmission(w: World): Promise<{ cid: number; submitId: number }> {
  const { cid, pid } = await siteContest(w);
  return { cid, submitId: await addJudged(w.server, w.g.member, pid, { status: 0, cid }) };
}
