import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { sendKept } from '../../http/read-cache.ts';
import { checkAcInfo, contestAcInfo } from './ac-info.ts';
import { contestAnnouncements, unreadAnnouncements } from './announcements.ts';
import { REGISTER_MSG, contestAccess, contestInfo, contestList, registerContest } from './contests.ts';
import { PRINT_MSG, contestPrints, markPrinted, printText, submitPrintText } from './print.ts';
import { contestProblemDetails, contestProblems } from './problems.ts';
import { contestRank, outsideInfo, outsideScoreboard } from './rank.ts';
import { XLSX_CONTENT_TYPE, contestRankSheet } from './rank-download.ts';
import type { BoardPage } from './scoreboard/index.ts';
import { contestScope } from './scope.ts';
import { scrollBoardInfo, scrollBoardSubmissions } from './scroll-board.ts';
import { checkContestStatuses, contestSubmissions } from './submissions.ts';

const quoted = (tag: string) => (tag.startsWith('"') || tag.startsWith('W/') ? tag : `"${tag}"`);

/**
 * A scoreboard page with its ETag: a client that sends the tag it holds (If-None-Match) gets HTTP
 * 304 and no body while the board is unchanged, which keeps the 30-second auto refresh cheap.
 */
function sendBoard(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, board: BoardPage): Promise<FastifyReply> | FastifyReply {
  const etag = quoted(board.etag);
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
  // The etag names everything the page depends on (board, view, page, pinned rows): one answer per tag.
  return sendKept(ctx, reply, `board:${etag}`, async () => board.page);
}

/** The contestant-side contest calls (hoj-api §6, §12), and the contest scope of the problem and submission calls. */
export async function contestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.scopes.register(contestScope);

  route(app, endpoints.contestList, async ({ query }) => ok(await contestList(ctx, query)));

  route(app, endpoints.contestInfo, async ({ query, request }) => {
    const { cid } = query;
    return ok(await contestInfo(ctx, currentUser(request), cid));
  });

  route(app, endpoints.registerContest, async ({ body, request }) => {
    const { cid, password } = body;
    await registerContest(ctx, currentUser(request), cid, password);
    return ok(null, REGISTER_MSG.done);
  });

  route(app, endpoints.contestAccess, async ({ query, request }) => {
    const { cid } = query;
    return ok(await contestAccess(ctx, currentUser(request), cid));
  });

  route(app, endpoints.contestProblem, async ({ query, request }) => {
    const { cid, containsEnd } = query;
    return ok(await contestProblems(ctx, request.user, cid, containsEnd ?? false));
  });

  route(app, endpoints.contestProblemDetails, async ({ query, request }) =>
    ok(await contestProblemDetails(ctx, currentUser(request), query)),
  );

  route(app, endpoints.contestSubmissions, async ({ query, request }) => ok(await contestSubmissions(ctx, currentUser(request), query)));

  route(app, endpoints.checkContestSubmissionsStatus, async ({ body, request }) => {
    const { submitIds, cid } = body;
    if (!cid) throw badRequest('The contest id is required');
    return ok(await checkContestStatuses(ctx, currentUser(request), cid, submitIds));
  });

  rawRoute(app, endpoints.contestRank, async ({ body, request, reply }) =>
    sendBoard(ctx, request, reply, await contestRank(ctx, currentUser(request), body)),
  );

  rawRoute(app, endpoints.contestOutsideScoreboard, async ({ body, request, reply }) =>
    sendBoard(ctx, request, reply, await outsideScoreboard(ctx, request.user, body)),
  );

  route(app, endpoints.contestOutsideInfo, async ({ query, request }) => {
    const { cid } = query;
    return ok(await outsideInfo(ctx, request.user, cid));
  });

  route(app, endpoints.contestAnnouncement, async ({ query, request }) => ok(await contestAnnouncements(ctx, currentUser(request), query)));

  route(app, endpoints.contestNotReadAnnouncement, async ({ body, request }) => {
    const { cid, readAnnouncementList } = body;
    return ok(await unreadAnnouncements(ctx, currentUser(request), cid, readAnnouncementList));
  });

  route(app, endpoints.submitPrintText, async ({ body, request }) => {
    const { cid, content } = body;
    await submitPrintText(ctx, currentUser(request), cid, content);
    return ok(null, PRINT_MSG.sent);
  });

  route(app, endpoints.contestPrint, async ({ query, request }) => ok(await contestPrints(ctx, currentUser(request), query)));

  route(app, endpoints.checkContestPrintStatus, async ({ query, request }) => {
    const { id, cid } = query;
    await markPrinted(ctx, currentUser(request), cid, id);
    return ok(null);
  });

  rawRoute(app, endpoints.downloadContestPrintText, async ({ query, request, reply }) => {
    const { id } = query;
    const { filename, content } = await printText(ctx, currentUser(request), id);
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`)
      .send(content);
  });

  rawRoute(app, endpoints.downloadContestRank, async ({ query, request, reply }) => {
    const { filename, content } = await contestRankSheet(ctx, currentUser(request), query);
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`)
      .send(content);
  });

  route(app, endpoints.contestAcInfo, async ({ query, request }) => ok(await contestAcInfo(ctx, currentUser(request), query)));

  route(app, endpoints.checkContestAcInfo, async ({ body, request }) => {
    await checkAcInfo(ctx, currentUser(request), body);
    return ok(null);
  });

  route(app, endpoints.scrollBoardInfo, async ({ query, request }) => {
    const { cid } = query;
    return ok(await scrollBoardInfo(ctx, request.user, cid));
  });

  route(app, endpoints.scrollBoardSubmission, async ({ query, request }) => {
    const { cid, removeStar } = query;
    return ok(await scrollBoardSubmissions(ctx, request.user, cid, removeStar ?? false));
  });
}
