import type { FastifyInstance } from 'fastify';
import {
  API,
  PROBLEM_LIST_PAGE_SIZE,
  clampPage,
  fullScreenProblemListQuery,
  languagesQuery,
  problemDetailQuery,
  problemListQuery,
  userProblemStatusRequest,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { problemDetail } from './detail.ts';
import { fullScreenProblemList } from './full-screen.ts';
import { languageList } from './languages.ts';
import { problemList, randomProblem } from './list.ts';
import { userProblemStatus } from './status.ts';

/** The problem bank for students (hoj-api §4). */
export async function problemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const anon = { config: { auth: 'anon' as const } };
  const login = { config: { auth: 'login' as const } };

  app.get(API.problemList, anon, async (request) => {
    const q = parse(problemListQuery, request.query);
    const { current, size } = clampPage(q.currentPage, q.limit, PROBLEM_LIST_PAGE_SIZE);
    return ok(await problemList(ctx, q, current, size));
  });

  app.get(API.randomProblem, anon, async () => ok(await randomProblem(ctx)));

  app.post(API.userProblemStatus, login, async (request) =>
    ok(await userProblemStatus(ctx, currentUser(request), parse(userProblemStatusRequest, request.body))),
  );

  app.get(API.problemDetail, anon, async (request) => ok(await problemDetail(ctx, parse(problemDetailQuery, request.query), request.user)));

  app.get(API.languages, anon, async (request) => ok(await languageList(ctx, parse(languagesQuery, request.query), request.user)));

  app.get(API.fullScreenProblemList, login, async (request) =>
    ok(await fullScreenProblemList(ctx, currentUser(request), parse(fullScreenProblemListQuery, request.query))),
  );
}
