import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, type EndpointResponse, type endpoints, endpointAreas } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import type { checkContestStatuses, contestSubmissions } from '../modules/contest/submissions.ts';
import type { contestAccess, contestInfo, contestList } from '../modules/contest/contests.ts';
import type { contestAcInfo } from '../modules/contest/ac-info.ts';
import type { contestAnnouncements, unreadAnnouncements } from '../modules/contest/announcements.ts';
import type { contestPrints } from '../modules/contest/print.ts';
import type { contestProblemDetails, contestProblems } from '../modules/contest/problems.ts';
import type { contestRank, outsideInfo, outsideScoreboard } from '../modules/contest/rank.ts';
import type { scrollBoardInfo, scrollBoardSubmissions } from '../modules/contest/scroll-board.ts';
import type { listHosts } from '../modules/judgehost/hosts.ts';
import type { problemDetail } from '../modules/problem/detail.ts';
import type { fullScreenProblemList } from '../modules/problem/full-screen.ts';
import type { languageList } from '../modules/problem/languages.ts';
import type { problemList, randomProblem } from '../modules/problem/list.ts';
import type { userProblemStatus } from '../modules/problem/status.ts';
import type { cancelJudge, manualJudge, rejudge } from '../modules/submission/admin-judge.ts';
import type { submissionList } from '../modules/submission/list.ts';
import type { submit, submitTest, takeTestResult } from '../modules/submission/submit.ts';
import type { caseResults, checkStatuses, lastAcCode, submissionDetail } from '../modules/submission/view.ts';

/**
 * Areas whose routes.ts still registers with `app.get/post/put` instead of from the table: they are
 * being restructured (problem scopes) and move onto the table after that. Their rows are checked
 * here all the same — method, path and access against the registered routes, and their response
 * types against what their handlers answer (the type checks below).
 */
const NOT_YET_CONVERTED: ReadonlySet<keyof typeof endpointAreas> = new Set(['problem', 'submission', 'contest']);

interface Registered {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

const key = (method: string, path: string) => `${method} ${path}`;

const rows = new Map<string, { name: string; area: keyof typeof endpointAreas; row: Endpoint }>();
for (const [area, table] of Object.entries(endpointAreas) as [keyof typeof endpointAreas, Record<string, Endpoint>][]) {
  for (const [name, row] of Object.entries(table)) rows.set(key(row.method, row.path), { name, area, row });
}

/** The access a route was registered with, as the auth hook reads it. */
function accessOf(config: RouteOptions['config']) {
  const roles = config?.roles ?? [];
  const permission = config?.permission;
  const auth = roles.length > 0 || permission ? 'login' : (config?.auth ?? 'anon');
  return { auth, roles: [...roles], permission };
}

describe('the endpoint table and the registered routes', () => {
  let server: TestServer;
  const registered: Registered[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const app = await buildApp(server.ctx, {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url, config: route.config });
      },
    });
    await app.ready();
    await app.close();
  });
  afterAll(async () => server?.close());

  // Fastify adds a HEAD route beside each GET; the web app's static files are not calls.
  const calls = () => registered.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));

  it('registers every route of the table, once', () => {
    const seen = calls().map((r) => key(r.method, r.url));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...rows.keys()].filter((k) => !seen.includes(k))).toEqual([]);
  });

  it('registers no route that the table lacks', () => {
    expect(calls().filter((r) => !rows.has(key(r.method, r.url)))).toEqual([]);
  });

  it('registers each route from its row, but in the areas not yet converted', () => {
    const stray = calls().filter((r) => {
      const found = rows.get(key(r.method, r.url));
      return found && r.config?.endpoint !== found.row && !NOT_YET_CONVERTED.has(found.area);
    });
    expect(stray.map((r) => key(r.method, r.url))).toEqual([]);
  });

  it('lists an area as not yet converted only while some route of it is', () => {
    const pending = new Set(
      calls()
        .filter((r) => r.config?.endpoint === undefined)
        .map((r) => rows.get(key(r.method, r.url))?.area),
    );
    expect([...NOT_YET_CONVERTED].filter((area) => !pending.has(area))).toEqual([]);
  });

  it('gives each route the access its row declares', () => {
    const wrong = calls().flatMap((r) => {
      const found = rows.get(key(r.method, r.url));
      if (!found) return [];
      const { auth, roles, permission } = found.row;
      const declared = { auth, roles: [...(roles ?? [])], permission };
      const actual = accessOf(r.config);
      return JSON.stringify(actual) === JSON.stringify(declared) ? [] : [{ name: found.name, declared, actual }];
    });
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The rows of the areas not yet converted answer what their handlers answer today. Each entry
// fails to type-check when the service's result is not the row's response type.

type Answers<E extends Endpoint, T extends EndpointResponse<E>> = T;
type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type E = typeof endpoints;

export type PendingRowsAnswer = [
  Answers<E['problemList'], Result<typeof problemList>>,
  Answers<E['randomProblem'], Result<typeof randomProblem>>,
  Answers<E['userProblemStatus'], Result<typeof userProblemStatus>>,
  Answers<E['problemDetail'], Result<typeof problemDetail>>,
  Answers<E['languages'], Result<typeof languageList>>,
  Answers<E['fullScreenProblemList'], Result<typeof fullScreenProblemList>>,
  Answers<E['submitProblemJudge'], Result<typeof submit>>,
  Answers<E['submitTestJudge'], Result<typeof submitTest>>,
  Answers<E['testJudgeResult'], Result<typeof takeTestResult>>,
  Answers<E['submissionList'], Result<typeof submissionList> | Result<typeof contestSubmissions>>,
  Answers<E['submissionDetail'], Result<typeof submissionDetail>>,
  Answers<E['allCaseResult'], Result<typeof caseResults>>,
  Answers<E['checkSubmissionsStatus'], Result<typeof checkStatuses>>,
  Answers<E['lastAcCode'], Result<typeof lastAcCode>>,
  Answers<E['adminRejudge'], Result<typeof rejudge>>,
  Answers<E['adminManualJudge'], Result<typeof manualJudge>>,
  Answers<E['adminCancelJudge'], Result<typeof cancelJudge>>,
  Answers<E['adminJudgeServiceInfo'], Result<typeof listHosts>>,
  Answers<E['contestList'], Result<typeof contestList>>,
  Answers<E['contestInfo'], Result<typeof contestInfo>>,
  Answers<E['contestAccess'], Result<typeof contestAccess>>,
  Answers<E['contestProblem'], Result<typeof contestProblems>>,
  Answers<E['contestProblemDetails'], Result<typeof contestProblemDetails>>,
  Answers<E['contestSubmissions'], Result<typeof contestSubmissions>>,
  Answers<E['checkContestSubmissionsStatus'], Result<typeof checkContestStatuses>>,
  Answers<E['contestRank'], Result<typeof contestRank>['page']>,
  Answers<E['contestOutsideScoreboard'], Result<typeof outsideScoreboard>['page']>,
  Answers<E['contestOutsideInfo'], Result<typeof outsideInfo>>,
  Answers<E['contestAnnouncement'], Result<typeof contestAnnouncements>>,
  Answers<E['contestNotReadAnnouncement'], Result<typeof unreadAnnouncements>>,
  Answers<E['contestPrint'], Result<typeof contestPrints>>,
  Answers<E['contestAcInfo'], Result<typeof contestAcInfo>>,
  Answers<E['scrollBoardInfo'], Result<typeof scrollBoardInfo>>,
  Answers<E['scrollBoardSubmission'], Result<typeof scrollBoardSubmissions>>,
];
