import type { EndpointName } from '@arbiter/contract';
import type { ScopeRule } from '../../../http/scope-rules.ts';
import { type ScopedCaller, type World, contestSubmission, siteContest } from '../../../http/scope-world.ts';

/**
 * The scoped matrix's rules for the CLICS rows (spread into `http/scope-rules.ts`): on the world's
 * private running site contest, the contest object is anyone's who may see the contest (as the
 * contest list is), everything in it is for those in it (participants and its admins, as the
 * contest's pages are), and a submission's source for its admins. Objects a call names that the
 * world has not (a language, a clarification) leave those let in with HTTP 404: past the scope.
 */

const ANYONE: ScopedCaller[] = ['anonymous', 'outsider', 'member', 'scopeAdmin', 'admin', 'superAdmin'];
const SITE_IN: ScopedCaller[] = ['member', 'scopeAdmin', 'superAdmin'];
const SITE_ADMINS: ScopedCaller[] = ['scopeAdmin', 'superAdmin'];

const contest = async (w: World) => ({ params: { cid: (await siteContest(w)).cid } });
const object = (id: string) => async (w: World) => ({ params: { cid: (await siteContest(w)).cid, id } });
const submission = async (w: World) => {
  const { cid, submitId } = await contestSubmission(w);
  return { params: { cid, id: submitId } };
};

const inContest = (call: ScopeRule['call']): ScopeRule => ({ scope: 'contest', allow: SITE_IN, call });
const pastScope = (call: ScopeRule['call']): ScopeRule => ({ scope: 'contest', allow: SITE_IN, call, through: 'past-scope' });

export const CLICS_SCOPE_RULES: Partial<Record<EndpointName, ScopeRule>> = {
  clicsContest: { scope: 'contest', allow: ANYONE, call: contest },
  clicsAccess: inContest(contest),
  clicsState: inContest(contest),
  clicsJudgementTypes: inContest(contest),
  clicsJudgementType: inContest(object('AC')),
  clicsLanguages: inContest(contest),
  clicsLanguage: inContest(object('cpp')),
  clicsProblems: inContest(contest),
  clicsProblem: inContest(object('A')),
  clicsOrganizations: inContest(contest),
  clicsOrganization: pastScope(object('org-none')),
  clicsTeams: inContest(contest),
  clicsTeam: inContest(async (w) => ({ params: { cid: (await siteContest(w)).cid, id: w.g.member.uid } })),
  clicsSubmissions: inContest(contest),
  clicsSubmission: inContest(submission),
  clicsSubmissionFiles: { scope: 'contest', allow: SITE_ADMINS, call: submission },
  clicsJudgements: inContest(contest),
  clicsJudgement: inContest(submission),
  clicsRuns: inContest(contest),
  clicsRun: pastScope(object('1-1')),
  clicsClarifications: inContest(contest),
  clicsClarification: pastScope(object('1')),
  clicsAwards: inContest(contest),
  clicsAward: inContest(object('winner')),
  clicsScoreboard: inContest(contest),
  // The feed's current events, ended at once (a stream would never end).
  clicsEventFeed: inContest(async (w) => ({ ...(await contest(w)), query: { stream: false } })),
};
