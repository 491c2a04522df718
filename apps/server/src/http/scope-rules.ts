import { type Endpoint, type EndpointName, ROLES, Role, type RoleId, hasPermission } from '@arbiter/contract';
import { pngBytes } from '../../test/fixtures.ts';
import { problemForm, zipOf } from '../../test/problem-admin.ts';
import { addContestProblem, timesFor } from '../modules/contest/test-fixtures.ts';
import { contestForm } from '../modules/contest-admin/test-support.ts';
import { postForm } from '../modules/discussion/test-support.ts';
import { CLICS_SCOPE_RULES } from '../modules/clics/test-support/scope-rules.ts';
import {
  type ScopeKind,
  type ScopedCaller,
  type World,
  contestNews,
  contestPrintOf,
  contestSubmission,
  groupAnnouncement,
  groupContest,
  groupPost,
  groupProblem,
  groupTraining,
  linkTraining,
  ownPost,
  ownSubmission,
  sameCastGroup,
  sealedContest,
  siteContest,
  siteTraining,
} from './scope-world.ts';

/**
 * The scope rules of the endpoint table: for every call that takes a resource which belongs to
 * somebody or to something (a group, a contest, a training, a user's own post or submission), who
 * of its outsiders, members and admins must get through and who must be refused, with a builder of
 * a real resource and a valid call on it (spec part 2 §6, part 3 §6; hoj-api §11).
 *
 * Which calls are scoped, decided from the table alone so that a new row cannot slip by: a call is
 * scoped when it lives under /api/group/ or its input names a scoped resource (SCOPE_FIELDS),
 * unless only the super admin passes its gate (the super admin is every scope's admin) or it is a
 * judge host's call (the judge token, no user).
 */

const SCOPE_FIELDS = ['gid', 'cid', 'tid', 'did', 'aid', 'commentId', 'submitId', 'submitIds', 'contestID', 'uid'];

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** Whether no role but the super admin's passes the row's gate. */
function onlyRootPasses(row: Endpoint): boolean {
  return (Object.keys(ROLES).map(Number) as RoleId[])
    .filter((r) => r !== Role.ROOT)
    .every((r) => (row.roles?.length && !row.roles.includes(ROLES[r].name)) || (row.permission && !hasPermission(r, row.permission)));
}

export function isScoped(row: Endpoint): boolean {
  if (row.path.startsWith('/api/judge-host/') || onlyRootPasses(row)) return false;
  const fields = [...fieldsOf(row.params), ...fieldsOf(row.query), ...fieldsOf(row.body), ...fieldsOf(row.upload?.fields)];
  return row.path.startsWith('/api/group/') || fields.some((f) => SCOPE_FIELDS.includes(f));
}

/** The input of one call. */
interface CallInput {
  /** Path parameters, by the names of the row's `:param` segments. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  form?: FormData;
}

export interface ScopeRule {
  scope: ScopeKind;
  /** The callers who get through; every other caller of the scope is refused (401, 403 or 404). */
  allow: readonly ScopedCaller[];
  /** Builds a fresh resource (for each caller) and the call on it. */
  call: (w: World) => Promise<CallInput> | CallInput;
  /**
   * 'ok' (default): those let through are answered status 200. 'past-scope': the call needs what
   * a test has not (a judge host, a remote site, a passed problem), so those let through get any
   * answer but a refusal of the scope.
   */
  through?: 'ok' | 'past-scope';
  /**
   * Callers who are in the scope's reach but are refused for what they already are (a member
   * applying, a participant registering again), with the message they get (HTTP 200, body 400).
   */
  refuse?: Partial<Record<ScopedCaller, string>>;
}

// Who is who in a scope (scope-world.ts `userOf`).
const LOGGED: ScopedCaller[] = ['outsider', 'member', 'scopeAdmin', 'admin', 'superAdmin'];
const ANYONE: ScopedCaller[] = ['anonymous', ...LOGGED];
/** A group's members and its root, and the super admin, who counts as every group's root. */
const MEMBERS: ScopedCaller[] = ['member', 'scopeAdmin', 'superAdmin'];
const ADMINS: ScopedCaller[] = ['scopeAdmin', 'superAdmin'];
/**
 * A site contest's or training's admins: its author and the super admin (spec part 2 §6); a site
 * admin who is not its author is an outsider there.
 */
const SITE_ADMINS: ScopedCaller[] = ['scopeAdmin', 'superAdmin'];
/** Who is in a site contest or training: its participants and its admins. */
const SITE_IN: ScopedCaller[] = ['member', ...SITE_ADMINS];
const OWNER_AND_ADMINS: ScopedCaller[] = ['scopeAdmin', 'admin', 'superAdmin'];

const png = () => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'a.png');
  return form;
};
const withGid = (form: FormData, gid: number) => (form.append('gid', String(gid)), form);
const announcementForm = { title: 'News', content: 'Some news', status: 0 };
const trainingForm = (w: World, extra: Record<string, unknown> = {}) => ({
  training: { title: 'Group T', description: 'About it', auth: 'Public', gid: w.g.gid, ...extra },
  trainingCategory: { id: w.categoryId },
});
const groupProblemForm = (w: World, p: Record<string, unknown> = {}) =>
  problemForm(w.lids, {}, { gid: w.g.gid, auth: 1, problemId: `${w.g.shortName}N${w.seq()}`, ...p });

/** A fresh group contest with the world's public problem under "A". */
async function groupContestWithProblem(w: World) {
  const cid = await groupContest(w);
  await addContestProblem(w.server, cid, w.publicPid, 'A');
  return cid;
}

/** A fresh group training holding the world's public problem. */
async function groupTrainingWithProblem(w: World) {
  const tid = await groupTraining(w);
  await linkTraining(w, tid, w.publicPid);
  return tid;
}

async function siteTrainingWithProblem(w: World) {
  const tid = await siteTraining(w);
  await linkTraining(w, tid, w.publicPid);
  return tid;
}

const gid = (w: World) => ({ query: { gid: w.g.gid } });
const endedContest = (w: World) => siteContest(w, timesFor('ended'));

export const SCOPE_RULES: Partial<Record<EndpointName, ScopeRule>> = {
  // A user's profile is public.
  userHomeInfo: { scope: 'own', allow: ANYONE, call: (w) => ({ query: { uid: w.g.member.uid } }) },
  userCalendarHeatmap: { scope: 'own', allow: ANYONE, call: (w) => ({ query: { uid: w.g.member.uid } }) },
  userRating: { scope: 'own', allow: ANYONE, call: (w) => ({ query: { uid: w.g.member.uid } }) },

  // Markdown uploads into a group: its admins and admin roles (spec part 3 §6: image insert for admins or group admins).
  uploadMdImg: { scope: 'group', allow: OWNER_AND_ADMINS, call: (w) => ({ form: withGid(png(), w.g.gid) }) },
  uploadMdFile: {
    scope: 'group',
    allow: OWNER_AND_ADMINS,
    call: (w) => {
      const form = new FormData();
      form.append('file', new Blob(['notes']), 'notes.txt');
      return { form: withGid(form, w.g.gid) };
    },
  },
  uploadTestcaseZip: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => {
      const form = new FormData();
      const zip = await zipOf([
        { name: '1.in', data: '1\n' },
        { name: '1.out', data: '1\n' },
      ]);
      form.append('file', new Blob([new Uint8Array(zip)]), 'cases.zip');
      return { query: { gid: w.g.gid, mode: 'default' }, form };
    },
  },
  // The caller's own statuses only: nothing of the group is answered that the caller did not submit.
  userProblemStatus: {
    scope: 'group',
    allow: LOGGED,
    call: async (w) => ({ body: { pidList: [(await groupProblem(w)).pid], isContestProblemList: false, gid: w.g.gid } }),
  },
  problemDetail: {
    scope: 'group',
    allow: MEMBERS,
    call: async (w) => ({ query: { problemId: (await groupProblem(w)).problemId, gid: w.g.gid } }),
  },
  submitProblemJudge: {
    scope: 'group',
    allow: MEMBERS,
    through: 'past-scope',
    call: async (w) => ({
      body: {
        pid: (await groupProblem(w)).problemId,
        language: 'C',
        code: `int main() {\n  /* ${'padding '.repeat(8)}*/\n  return 0;\n}`,
        gid: w.g.gid,
      },
    }),
  },
  submissionList: { scope: 'group', allow: MEMBERS, call: gid },

  // The group itself.
  groupDetail: { scope: 'group', allow: LOGGED, call: gid },
  groupAccess: { scope: 'group', allow: LOGGED, call: gid },
  groupAuth: { scope: 'group', allow: LOGGED, call: gid },
  groupDelete: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { gid: await sameCastGroup(w) } }) },
  uploadGroupAvatar: { scope: 'group', allow: ADMINS, call: (w) => ({ form: withGid(png(), w.g.gid) }) },
  groupRankList: { scope: 'group', allow: MEMBERS, call: gid },
  groupMemberList: { scope: 'group', allow: MEMBERS, call: gid },
  groupApplyList: { scope: 'group', allow: ADMINS, call: gid },
  // Applying is for who is not in yet; members and the root already are.
  groupMemberCreate: {
    scope: 'group',
    allow: ['outsider', 'admin'],
    call: async (w) => ({ query: { gid: await sameCastGroup(w), code: 'ABC123', reason: 'Please' } }),
    refuse: {
      member: 'You are already a member of this group',
      scopeAdmin: 'You are already a member of this group',
      superAdmin: 'You are already a member of this group',
    },
  },
  groupMemberUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { gid: await sameCastGroup(w), uid: w.g.applicant.uid, auth: 3 } }),
  },
  groupMemberDelete: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { gid: await sameCastGroup(w), uid: w.g.applicant.uid } }),
  },
  // Only a member leaves; the owner cannot (they disband).
  groupMemberExit: {
    scope: 'group',
    allow: ['member'],
    call: async (w) => ({ query: { gid: await sameCastGroup(w) } }),
    refuse: {
      outsider: 'You are not in this group',
      admin: 'You are not in this group',
      superAdmin: 'You are not in this group',
      scopeAdmin: 'The owner can not leave the group: make another member its root first',
    },
  },
  groupAnnouncementList: { scope: 'group', allow: MEMBERS, call: gid },
  groupAdminAnnouncementList: { scope: 'group', allow: ADMINS, call: gid },
  groupAnnouncementCreate: { scope: 'group', allow: ADMINS, call: (w) => ({ body: { ...announcementForm, gid: w.g.gid } }) },
  groupAnnouncementUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { ...announcementForm, id: await groupAnnouncement(w), gid: w.g.gid } }),
  },
  groupAnnouncementDelete: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { aid: await groupAnnouncement(w) } }) },

  // Group problems.
  groupProblemList: { scope: 'group', allow: MEMBERS, call: gid },
  groupAdminProblemList: { scope: 'group', allow: ADMINS, call: gid },
  groupProblem: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { pid: (await groupProblem(w)).pid } }) },
  groupProblemCreate: { scope: 'group', allow: ADMINS, call: (w) => ({ body: groupProblemForm(w) }) },
  groupProblemUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => {
      const { pid, problemId } = await groupProblem(w);
      return { body: groupProblemForm(w, { id: pid, problemId }) };
    },
  },
  groupProblemDelete: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { pid: (await groupProblem(w)).pid } }) },
  groupProblemCases: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { pid: (await groupProblem(w)).pid } }) },
  // The tags a group's problem form offers.
  groupProblemTags: { scope: 'group', allow: ADMINS, call: gid },
  // Compiling needs a judge host: past the scope is all a test sees.
  groupCompileSpj: {
    scope: 'group',
    allow: ADMINS,
    through: 'past-scope',
    call: (w) => ({ query: { gid: w.g.gid }, body: { code: 'x', language: 'C', pid: null, extraFiles: {} } }),
  },
  groupCompileInteractive: {
    scope: 'group',
    allow: ADMINS,
    through: 'past-scope',
    call: (w) => ({ query: { gid: w.g.gid }, body: { code: 'x', language: 'C', pid: null, extraFiles: {} } }),
  },
  groupChangeProblemAuth: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { pid: (await groupProblem(w)).pid, auth: 2 } }),
  },
  groupApplyPublic: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { pid: (await groupProblem(w)).pid, isApplied: true } }),
  },
  // The back office's review of group problems: problem admins and the super admin, whatever the group.
  adminGroupProblemList: { scope: 'group', allow: ['superAdmin'], call: gid },

  // Group trainings.
  groupTrainingList: { scope: 'group', allow: MEMBERS, call: gid },
  groupAdminTrainingList: { scope: 'group', allow: ADMINS, call: gid },
  groupTraining: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { tid: await groupTraining(w) } }) },
  groupTrainingCreate: { scope: 'group', allow: ADMINS, call: (w) => ({ body: trainingForm(w) }) },
  groupTrainingUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: trainingForm(w, { id: await groupTraining(w), title: 'Renamed' }) }),
  },
  groupTrainingDelete: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { tid: await groupTraining(w) } }) },
  groupChangeTrainingStatus: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { tid: await groupTraining(w), author: w.g.groupRoot.username, status: false } }),
  },
  groupTrainingProblemList: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { tid: await groupTraining(w) } }) },
  groupTrainingProblemUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { tid: await groupTrainingWithProblem(w), pid: w.publicPid, rank: 3, displayId: 'X' } }),
  },
  groupTrainingProblemDelete: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { tid: await groupTrainingWithProblem(w), pid: w.publicPid } }),
  },
  groupAddTrainingProblemFromPublic: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { tid: await groupTraining(w), pid: w.publicPid, displayId: '' } }),
  },
  // The remote site is not reachable from a test.
  groupImportTrainingRemoteProblem: {
    scope: 'group',
    allow: ADMINS,
    through: 'past-scope',
    call: async (w) => ({ query: { tid: await groupTraining(w), name: 'HDU', problemId: '1000' } }),
  },
  groupAddTrainingProblemFromGroup: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { tid: await groupTraining(w), problemId: (await groupProblem(w)).problemId } }),
  },

  // Group contests.
  groupContestList: { scope: 'group', allow: MEMBERS, call: gid },
  groupAdminContestList: { scope: 'group', allow: ADMINS, call: gid },
  groupContest: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { cid: await groupContest(w) } }) },
  groupContestCreate: { scope: 'group', allow: ADMINS, call: (w) => ({ body: { ...contestForm(), gid: w.g.gid } }) },
  groupContestUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: contestForm({ id: await groupContest(w), title: 'Renamed' }) }),
  },
  groupContestDelete: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { cid: await groupContest(w) } }) },
  groupChangeContestVisible: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { cid: await groupContest(w), visible: false } }),
  },
  groupContestProblemList: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { cid: await groupContest(w) } }) },
  groupContestProblem: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { cid: await groupContestWithProblem(w), pid: w.publicPid } }),
  },
  groupContestProblemUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { cid: await groupContestWithProblem(w), pid: w.publicPid, displayId: 'Z', displayTitle: 'Renamed' } }),
  },
  groupContestProblemDelete: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { cid: await groupContestWithProblem(w), pid: w.publicPid } }),
  },
  groupAddContestProblemFromPublic: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { cid: await groupContest(w), pid: w.publicPid, displayId: 'B' } }),
  },
  groupImportContestRemoteProblem: {
    scope: 'group',
    allow: ADMINS,
    through: 'past-scope',
    call: async (w) => ({ query: { cid: await groupContest(w), name: 'HDU', problemId: '1000', displayId: 'R' } }),
  },
  groupAddContestProblemFromGroup: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ query: { cid: await groupContest(w), problemId: (await groupProblem(w)).problemId, displayId: 'C' } }),
  },
  groupContestAnnouncementList: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { cid: await groupContest(w) } }) },
  groupContestAnnouncementCreate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { cid: await groupContest(w), announcement: announcementForm } }),
  },
  groupContestAnnouncementUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => {
      const cid = await groupContest(w);
      return { body: { cid, announcement: { ...announcementForm, id: await contestNews(w, cid) } } };
    },
  },
  groupContestAnnouncementDelete: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => {
      const cid = await groupContest(w);
      return { query: { cid, aid: await contestNews(w, cid) } };
    },
  },

  // Group discussions: members post; the author edits; the author or an admin deletes.
  groupDiscussionList: { scope: 'group', allow: MEMBERS, call: gid },
  groupAdminDiscussionList: { scope: 'group', allow: ADMINS, call: gid },
  groupDiscussionCreate: { scope: 'group', allow: MEMBERS, call: (w) => ({ body: { ...postForm(w.discussionCategory), gid: w.g.gid } }) },
  groupDiscussionUpdate: {
    scope: 'group',
    allow: ADMINS,
    call: async (w) => ({ body: { ...postForm(w.discussionCategory, { title: 'Edited title' }), id: await groupPost(w), gid: w.g.gid } }),
  },
  groupDiscussionDelete: { scope: 'group', allow: ADMINS, call: async (w) => ({ query: { did: await groupPost(w) } }) },

  // Site contests (private): who is in sees it, its admins run it.
  fullScreenProblemList: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  contestInfo: { scope: 'contest', allow: LOGGED, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  registerContest: {
    scope: 'contest',
    allow: ['outsider', 'scopeAdmin', 'admin', 'superAdmin'],
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid, password: 'secret' } }),
    refuse: { member: 'You have already registered' },
  },
  contestAccess: { scope: 'contest', allow: LOGGED, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  contestProblem: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  contestProblemDetails: {
    scope: 'contest',
    allow: SITE_IN,
    call: async (w) => ({ query: { cid: (await siteContest(w)).cid, displayId: 'A' } }),
  },
  contestSubmissions: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { contestID: (await siteContest(w)).cid } }) },
  checkContestSubmissionsStatus: {
    scope: 'contest',
    allow: SITE_IN,
    call: async (w) => {
      const { cid, submitId } = await contestSubmission(w);
      return { body: { cid, submitIds: [submitId] } };
    },
  },
  contestRank: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ body: { cid: (await siteContest(w)).cid } }) },
  // Clarifications: asked and read by those in the contest, the queue answered by its admins.
  contestClarifications: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  askContestClarification: {
    scope: 'contest',
    allow: SITE_IN,
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid, question: 'Is the input sorted?' } }),
  },
  adminContestClarifications: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }),
  },
  // The similarity check of a contest is its admins' alone.
  adminPlagiarismCheck: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid } }),
  },
  // Virtual participation in an ended contest: for those who could take part in it.
  contestVirtualRun: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await endedContest(w)).cid } }) },
  startContestVirtualRun: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ body: { cid: (await endedContest(w)).cid } }) },
  // Without a run of their own, those let in are told to start one.
  contestVirtualRank: {
    scope: 'contest',
    allow: SITE_IN,
    through: 'past-scope',
    call: async (w) => ({ body: { cid: (await endedContest(w)).cid } }),
  },
  contestVirtualSubmissions: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await endedContest(w)).cid } }) },
  // Watching a contest's changes is for those who may look at its board.
  events: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  // The outside scoreboard is for contests with an open rank, to anyone; none else has one.
  contestOutsideScoreboard: {
    scope: 'contest',
    allow: ANYONE,
    call: async (w) => ({ body: { cid: (await siteContest(w, { openRank: true })).cid } }),
  },
  contestOutsideInfo: {
    scope: 'contest',
    allow: ANYONE,
    call: async (w) => ({ query: { cid: (await siteContest(w, { openRank: true })).cid } }),
  },
  contestAnnouncement: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  contestNotReadAnnouncement: {
    scope: 'contest',
    allow: SITE_IN,
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid, readAnnouncementList: [] } }),
  },
  submitPrintText: {
    scope: 'contest',
    allow: SITE_IN,
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid, content: 'p'.repeat(60) } }),
  },
  contestPrint: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  checkContestPrintStatus: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: await contestPrintOf(w) }) },
  downloadContestRank: {
    scope: 'contest',
    allow: SITE_IN,
    call: async (w) => ({ query: { cid: (await siteContest(w)).cid, forceRefresh: false, removeStar: false, containEnd: false } }),
  },
  contestAcInfo: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  checkContestAcInfo: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => {
      const { cid, submitId } = await contestSubmission(w);
      return { body: { cid, id: submitId, checked: true } };
    },
  },
  // The rolling scoreboard plays a sealed board once the contest is over, to whoever was in it.
  scrollBoardInfo: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await sealedContest(w)).cid } }) },
  scrollBoardSubmission: { scope: 'contest', allow: SITE_IN, call: async (w) => ({ query: { cid: (await sealedContest(w)).cid } }) },
  lastAcCode: {
    scope: 'contest',
    allow: SITE_IN,
    through: 'past-scope',
    call: async (w) => ({ query: { ...(await siteContest(w)) } }),
  },
  downloadContestAcSubmission: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ query: { cid: (await contestSubmission(w)).cid } }),
  },
  // The back office of a site contest: its author and the admins (students stop at the gate).
  adminContest: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  // Any back-office role creates a contest, whatever uid the form carries (another user's here).
  adminContestCreate: { scope: 'contest', allow: OWNER_AND_ADMINS, call: (w) => ({ body: contestForm({ uid: w.g.member.uid }) }) },
  adminContestUpdate: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: contestForm({ id: (await siteContest(w)).cid, uid: w.author.uid, title: 'Renamed' }) }),
  },
  adminCloneContest: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  adminChangeContestVisible: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ query: { cid: (await siteContest(w)).cid, uid: w.author.uid, visible: false } }),
  },
  adminContestProblemList: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  adminAddContestProblemFromPublic: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid, pid: w.publicPid, displayId: 'B' } }),
  },
  adminImportRemoteContestProblem: {
    scope: 'contest',
    allow: SITE_ADMINS,
    through: 'past-scope',
    call: async (w) => ({ query: { cid: (await siteContest(w)).cid, name: 'HDU', problemId: '1000', displayId: 'R' } }),
  },
  // Removing a problem from the bank through a contest: root and problem admins (the gate stops admins).
  adminContestProblemOfBankDelete: {
    scope: 'contest',
    allow: ['scopeAdmin', 'superAdmin'],
    call: async (w) => ({ query: { ...(await siteContest(w)) } }),
  },
  adminContestProblem: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { ...(await siteContest(w)) } }) },
  adminContestProblemUpdate: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: { ...(await siteContest(w)), displayId: 'Z', displayTitle: 'Renamed' } }),
  },
  adminContestAnnouncement: { scope: 'contest', allow: SITE_ADMINS, call: async (w) => ({ query: { cid: (await siteContest(w)).cid } }) },
  adminContestAnnouncementCreate: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: { cid: (await siteContest(w)).cid, announcement: announcementForm } }),
  },
  adminContestAnnouncementUpdate: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => {
      const { cid } = await siteContest(w);
      return { body: { cid, announcement: { ...announcementForm, id: await contestNews(w, cid) } } };
    },
  },
  adminContestAnnouncementDelete: {
    scope: 'contest',
    allow: SITE_ADMINS,
    call: async (w) => {
      const { cid } = await siteContest(w);
      return { query: { cid, aid: await contestNews(w, cid) } };
    },
  },

  // Site trainings (private): the registered and its admins inside, anyone signed in sees the cover.
  trainingDetail: { scope: 'training', allow: LOGGED, call: async (w) => ({ query: { tid: await siteTraining(w) } }) },
  trainingAccess: { scope: 'training', allow: LOGGED, call: async (w) => ({ query: { tid: await siteTraining(w) } }) },
  registerTraining: {
    scope: 'training',
    allow: ['outsider', 'scopeAdmin', 'admin', 'superAdmin'],
    call: async (w) => ({ body: { tid: await siteTraining(w), password: 'secret' } }),
    refuse: { member: 'You have already registered for the training' },
  },
  trainingProblemList: { scope: 'training', allow: SITE_IN, call: async (w) => ({ query: { tid: await siteTrainingWithProblem(w) } }) },
  trainingRank: { scope: 'training', allow: SITE_IN, call: async (w) => ({ query: { tid: await siteTraining(w) } }) },
  adminTraining: { scope: 'training', allow: SITE_ADMINS, call: async (w) => ({ query: { tid: await siteTraining(w) } }) },
  adminChangeTrainingStatus: {
    scope: 'training',
    allow: SITE_ADMINS,
    call: async (w) => ({ query: { tid: await siteTraining(w), author: w.author.username, status: false } }),
  },
  adminTrainingProblemList: { scope: 'training', allow: SITE_ADMINS, call: async (w) => ({ query: { tid: await siteTraining(w) } }) },
  adminTrainingProblemUpdate: {
    scope: 'training',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: { tid: await siteTrainingWithProblem(w), pid: w.publicPid, rank: 2, displayId: 'X' } }),
  },
  adminTrainingProblemDelete: {
    scope: 'training',
    allow: SITE_ADMINS,
    call: async (w) => ({ query: { tid: await siteTrainingWithProblem(w), pid: w.publicPid } }),
  },
  adminAddTrainingProblemFromPublic: {
    scope: 'training',
    allow: SITE_ADMINS,
    call: async (w) => ({ body: { tid: await siteTraining(w), pid: w.publicPid, displayId: '' } }),
  },
  adminImportRemoteTrainingProblem: {
    scope: 'training',
    allow: SITE_ADMINS,
    through: 'past-scope',
    call: async (w) => ({ query: { tid: await siteTraining(w), name: 'HDU', problemId: '1000' } }),
  },

  // A user's own submissions, posts, comments and replies.
  submissionDetail: { scope: 'own', allow: ANYONE, call: async (w) => ({ query: { submitId: await ownSubmission(w) } }) },
  // Practice submissions only: contest ones are never answered here (the contest's own poll is).
  checkSubmissionsStatus: { scope: 'own', allow: ANYONE, call: async (w) => ({ body: { submitIds: [await ownSubmission(w)] } }) },
  allCaseResult: { scope: 'own', allow: ANYONE, call: async (w) => ({ query: { submitId: await ownSubmission(w) } }) },
  submission: { scope: 'own', allow: ['scopeAdmin'], call: async (w) => ({ body: { submitId: await ownSubmission(w), share: true } }) },
  // The author or an admin tries a submission again.
  resubmit: {
    scope: 'own',
    allow: OWNER_AND_ADMINS,
    through: 'past-scope',
    call: async (w) => ({ query: { submitId: await ownSubmission(w) } }),
  },
  comments: { scope: 'own', allow: ANYONE, call: async (w) => ({ query: { did: (await ownPost(w)).did } }) },
  commentCreate: { scope: 'own', allow: LOGGED, call: async (w) => ({ body: { did: (await ownPost(w)).did, content: 'Nice' } }) },
  commentDelete: { scope: 'own', allow: OWNER_AND_ADMINS, call: async (w) => ({ body: { id: (await ownPost(w)).commentId } }) },
  commentLike: {
    scope: 'own',
    allow: LOGGED,
    call: async (w) => {
      const { did, commentId } = await ownPost(w);
      return { query: { cid: commentId, toLike: true, sourceId: did, sourceType: 'Discussion' } };
    },
  },
  reply: { scope: 'own', allow: ANYONE, call: async (w) => ({ query: { commentId: (await ownPost(w)).commentId } }) },
  replyCreate: {
    scope: 'own',
    allow: LOGGED,
    call: async (w) => {
      const { did, commentId } = await ownPost(w);
      return { body: { did, reply: { commentId, content: 'Agreed' } } };
    },
  },
  replyDelete: {
    scope: 'own',
    allow: OWNER_AND_ADMINS,
    call: async (w) => {
      const { did, replyId } = await ownPost(w);
      return { body: { did, reply: { id: replyId } } };
    },
  },
  discussionDetail: { scope: 'own', allow: ANYONE, call: async (w) => ({ query: { did: (await ownPost(w)).did } }) },
  // The author, or an admin role (hoj's rule; spec part 3 §6 lets admins manage any discussion).
  discussionUpdate: {
    scope: 'own',
    allow: OWNER_AND_ADMINS,
    call: async (w) => ({ body: { ...postForm(w.discussionCategory, { title: 'Edited title' }), id: (await ownPost(w)).did } }),
  },
  discussionDelete: { scope: 'own', allow: OWNER_AND_ADMINS, call: async (w) => ({ query: { did: (await ownPost(w)).did } }) },
  discussionLike: { scope: 'own', allow: LOGGED, call: async (w) => ({ query: { did: (await ownPost(w)).did, toLike: true } }) },
  discussionReportCreate: {
    scope: 'own',
    allow: LOGGED,
    call: async (w) => ({ body: { did: (await ownPost(w)).did, content: 'Spam#It is spam' } }),
  },

  // The CLICS Contest API: a contest's object to whoever sees the contest, the rest to those in it.
  ...CLICS_SCOPE_RULES,
};

/**
 * Rows the rule takes for scoped whose field only shares a scoped name, each with why: their
 * callers are decided by the gate alone (authorization-matrix.test.ts).
 */
export const NOT_SCOPED: Partial<Record<EndpointName, string>> = {
  adminTagDelete: '`tid` is a tag id; tags are the site’s, for root and problem admins',
  adminTrainingCategoryDelete: '`cid` is a training category id; categories are the site’s',
  adminTrainingCategoryCreate: '`gid` names the category’s group in the form; site categories are for root and problem admins',
  adminTrainingCategoryUpdate: '`gid` names the category’s group in the form; site categories are for root and problem admins',
  discussionList: '`cid` is a discussion category; the list is public',
};
