import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  checkAcInfoRequest,
  checkPrintQuery,
  checkStatusRequest,
  cidQuery,
  contestAnnouncementQuery,
  contestListQuery,
  contestPageQuery,
  contestProblemDetailQuery,
  contestProblemQuery,
  contestRankRequest,
  contestSubmissionsQuery,
  notReadAnnouncementRequest,
  printDownloadQuery,
  printTextRequest,
  registerContestRequest,
  scrollBoardQuery,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { checkAcInfo, contestAcInfo } from './ac-info.ts';
import { contestAnnouncements, unreadAnnouncements } from './announcements.ts';
import { REGISTER_MSG, contestAccess, contestInfo, contestList, registerContest } from './contests.ts';
import { PRINT_MSG, contestPrints, markPrinted, printText, submitPrintText } from './print.ts';
import { contestProblemDetails, contestProblems } from './problems.ts';
import { contestRank, outsideInfo, outsideScoreboard } from './rank.ts';
import type { BoardPage } from './scoreboard/index.ts';
import { contestScope } from './scope.ts';
import { scrollBoardInfo, scrollBoardSubmissions } from './scroll-board.ts';
import { checkContestStatuses, contestSubmissions } from './submissions.ts';

const quoted = (tag: string) => (tag.startsWith('"') || tag.startsWith('W/') ? tag : `"${tag}"`);

/**
 * A scoreboard page with its ETag: a client that sends the tag it holds (If-None-Match) gets HTTP
 * 304 and no body while the board is unchanged, which keeps the 30-second auto refresh cheap.
 */
function sendBoard(request: FastifyRequest, reply: FastifyReply, board: BoardPage): FastifyReply {
  const etag = quoted(board.etag);
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
  return reply.send(ok(board.page));
}

/** The contestant-side contest calls (hoj-api §6, §12), and the contest scope of the problem and submission calls. */
export async function contestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const anon = { config: { auth: 'anon' as const } };
  const optional = { config: { auth: 'optional' as const } };
  const login = { config: { auth: 'login' as const } };

  ctx.scopes.register(contestScope);

  app.get(API.contestList, anon, async (request) => ok(await contestList(ctx, parse(contestListQuery, request.query))));

  app.get(API.contestInfo, login, async (request) => {
    const { cid } = parse(cidQuery, request.query);
    return ok(await contestInfo(ctx, currentUser(request), cid));
  });

  app.post(API.registerContest, login, async (request) => {
    const { cid, password } = parse(registerContestRequest, request.body);
    await registerContest(ctx, currentUser(request), cid, password);
    return ok(null, REGISTER_MSG.done);
  });

  app.get(API.contestAccess, login, async (request) => {
    const { cid } = parse(cidQuery, request.query);
    return ok(await contestAccess(ctx, currentUser(request), cid));
  });

  app.get(API.contestProblem, optional, async (request) => {
    const { cid, containsEnd } = parse(contestProblemQuery, request.query);
    return ok(await contestProblems(ctx, request.user, cid, containsEnd ?? false));
  });

  app.get(API.contestProblemDetails, login, async (request) =>
    ok(await contestProblemDetails(ctx, currentUser(request), parse(contestProblemDetailQuery, request.query))),
  );

  app.get(API.contestSubmissions, login, async (request) =>
    ok(await contestSubmissions(ctx, currentUser(request), parse(contestSubmissionsQuery, request.query))),
  );

  app.post(API.checkContestSubmissionsStatus, login, async (request) => {
    const { submitIds, cid } = parse(checkStatusRequest, request.body);
    if (!cid) throw badRequest('The contest id is required');
    return ok(await checkContestStatuses(ctx, currentUser(request), cid, submitIds));
  });

  app.post(API.contestRank, login, async (request, reply) =>
    sendBoard(request, reply, await contestRank(ctx, currentUser(request), parse(contestRankRequest, request.body))),
  );

  app.post(API.contestOutsideScoreboard, anon, async (request, reply) =>
    sendBoard(request, reply, await outsideScoreboard(ctx, request.user, parse(contestRankRequest, request.body))),
  );

  app.get(API.contestOutsideInfo, anon, async (request) => {
    const { cid } = parse(cidQuery, request.query);
    return ok(await outsideInfo(ctx, request.user, cid));
  });

  app.get(API.contestAnnouncement, login, async (request) =>
    ok(await contestAnnouncements(ctx, currentUser(request), parse(contestAnnouncementQuery, request.query))),
  );

  app.post(API.contestNotReadAnnouncement, login, async (request) => {
    const { cid, readAnnouncementList } = parse(notReadAnnouncementRequest, request.body);
    return ok(await unreadAnnouncements(ctx, currentUser(request), cid, readAnnouncementList));
  });

  app.post(API.submitPrintText, login, async (request) => {
    const { cid, content } = parse(printTextRequest, request.body);
    await submitPrintText(ctx, currentUser(request), cid, content);
    return ok(null, PRINT_MSG.sent);
  });

  app.get(API.contestPrint, login, async (request) =>
    ok(await contestPrints(ctx, currentUser(request), parse(contestPageQuery, request.query))),
  );

  app.put(API.checkContestPrintStatus, login, async (request) => {
    const { id, cid } = parse(checkPrintQuery, request.query);
    await markPrinted(ctx, currentUser(request), cid, id);
    return ok(null);
  });

  app.get(API.downloadContestPrintText, login, async (request, reply) => {
    const { id } = parse(printDownloadQuery, request.query);
    const { filename, content } = await printText(ctx, currentUser(request), id);
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`)
      .send(content);
  });

  app.get(API.contestAcInfo, login, async (request) =>
    ok(await contestAcInfo(ctx, currentUser(request), parse(contestPageQuery, request.query))),
  );

  app.put(API.checkContestAcInfo, login, async (request) => {
    await checkAcInfo(ctx, currentUser(request), parse(checkAcInfoRequest, request.body));
    return ok(null);
  });

  app.get(API.scrollBoardInfo, anon, async (request) => {
    const { cid } = parse(cidQuery, request.query);
    return ok(await scrollBoardInfo(ctx, request.user, cid));
  });

  app.get(API.scrollBoardSubmission, anon, async (request) => {
    const { cid, removeStar } = parse(scrollBoardQuery, request.query);
    return ok(await scrollBoardSubmissions(ctx, request.user, cid, removeStar ?? false));
  });
}
