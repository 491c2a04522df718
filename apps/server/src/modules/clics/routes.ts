import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLICS_VERSION,
  CLICS_VERSION_URL,
  endpoints,
  type ClicsApiInfo,
  type ClicsAward,
  type ClicsState,
  type ClicsType,
  type Endpoint,
  type EndpointResponse,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { rawRoute, plainRoute } from '../../http/endpoint.ts';
import { ApiError } from '../../http/envelope.ts';
import { prefersChinese, withChinese } from '../../http/i18n.ts';
import { readableTypes, accessObject } from './access-object.ts';
import { eventFeed, OpenFeeds } from './feed.ts';
import { submissionFiles } from './files.ts';
import { contestObject } from './objects.ts';
import { awardsAt, filtered, objectsAt, openView, scoreboardAt, singletonAt } from './view.ts';
import { missing, viewerOf, visibleContests } from './viewer.ts';

/**
 * The CLICS Contest API (contract `endpoints/clics.ts`). Its refusals are the standard's: the HTTP
 * code, and a JSON object with that `code` and a `message` (in the client's language, from our
 * catalogues), whatever refused the call (the token check included), beside our envelope's
 * `status` and `msg`.
 */

const API_INFO: ClicsApiInfo = { version: CLICS_VERSION, version_url: CLICS_VERSION_URL, provider: { name: 'Arbiter' } };

function refusal(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  // Anything else (a malformed request Fastify refused, a failure) is answered as every call's is.
  if (!(error instanceof ApiError)) throw error;
  const code = error.httpStatus === 200 ? error.bodyStatus : error.httpStatus;
  const message = prefersChinese(request) ? error.text.zh : error.text.en;
  // Our envelope's fields too, for our own clients (and tests) that read every refusal the same way.
  return reply.code(code).send(withChinese({ code, message, status: error.bodyStatus, msg: error.text.en, data: null }, error.text));
}

/** The rows of a collection and its objects by id. */
type Pair = readonly [collection: Endpoint, object: Endpoint, type: ClicsType];

const PAIRS: readonly Pair[] = [
  [endpoints.clicsJudgementTypes, endpoints.clicsJudgementType, 'judgement-types'],
  [endpoints.clicsLanguages, endpoints.clicsLanguage, 'languages'],
  [endpoints.clicsProblems, endpoints.clicsProblem, 'problems'],
  [endpoints.clicsOrganizations, endpoints.clicsOrganization, 'organizations'],
  [endpoints.clicsTeams, endpoints.clicsTeam, 'teams'],
  [endpoints.clicsSubmissions, endpoints.clicsSubmission, 'submissions'],
  [endpoints.clicsJudgements, endpoints.clicsJudgement, 'judgements'],
  [endpoints.clicsRuns, endpoints.clicsRun, 'runs'],
  [endpoints.clicsClarifications, endpoints.clicsClarification, 'clarifications'],
];

export async function clicsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (clics) => {
    clics.setErrorHandler(refusal);
    const feeds = new OpenFeeds();
    clics.addHook('preClose', async () => feeds.endAll());

    plainRoute(clics, endpoints.clicsApi, async () => API_INFO);

    plainRoute(clics, endpoints.clicsContests, async ({ user }) => (await visibleContests(ctx, user)).map(contestObject));

    plainRoute(clics, endpoints.clicsContest, async ({ params, user }) => {
      const viewer = await viewerOf(ctx, params.cid, user, 'contest');
      return contestObject(viewer.c);
    });

    plainRoute(clics, endpoints.clicsAccess, async ({ params, user }) => {
      const viewer = await viewerOf(ctx, params.cid, user, 'view');
      return accessObject(viewer.c, viewer.admin);
    });

    plainRoute(clics, endpoints.clicsState, async ({ params, user }) => {
      const view = await openView(ctx, await viewerOf(ctx, params.cid, user, 'view'));
      return singletonAt<ClicsState>(view, 'state', Date.now());
    });

    for (const [collection, object, type] of PAIRS) {
      // Runs are the contest's admins' (`access-object.ts`): to others the collection is empty and its objects absent.
      const objects = async (cid: string, user: Parameters<typeof viewerOf>[2]) => {
        const viewer = await viewerOf(ctx, cid, user, 'view');
        if (!readableTypes(viewer.admin).includes(type)) return [];
        return objectsAt(await openView(ctx, viewer, { cases: type === 'runs' }), type, Date.now());
      };
      // The rows of every pair take the same input; only their answers' types differ.
      plainRoute(
        clics,
        collection as typeof endpoints.clicsTeams,
        async ({ params, query, user }) =>
          filtered(type, await objects(params.cid, user), query) as EndpointResponse<typeof endpoints.clicsTeams>,
      );
      plainRoute(clics, object as typeof endpoints.clicsTeam, async ({ params, user }) => {
        const found = (await objects(params.cid, user)).find((o) => (o as { id: string }).id === params.id);
        if (!found) throw missing();
        return found as EndpointResponse<typeof endpoints.clicsTeam>;
      });
    }

    const awards = async (cid: string, user: Parameters<typeof viewerOf>[2]): Promise<ClicsAward[]> => {
      const view = await openView(ctx, await viewerOf(ctx, cid, user, 'view'));
      return awardsAt(ctx, view, Date.now());
    };
    plainRoute(clics, endpoints.clicsAwards, async ({ params, query, user }) => filtered('awards', await awards(params.cid, user), query));
    plainRoute(clics, endpoints.clicsAward, async ({ params, user }) => {
      const found = (await awards(params.cid, user)).find((a) => a.id === params.id);
      if (!found) throw missing();
      return found;
    });

    plainRoute(clics, endpoints.clicsScoreboard, async ({ params, user }) =>
      scoreboardAt(ctx, await openView(ctx, await viewerOf(ctx, params.cid, user, 'view')), Date.now()),
    );

    rawRoute(clics, endpoints.clicsEventFeed, async ({ params, query, user, request, reply }) =>
      eventFeed(ctx, feeds, { viewer: await viewerOf(ctx, params.cid, user, 'view'), query, request, reply }),
    );

    rawRoute(clics, endpoints.clicsSubmissionFiles, async ({ params, user, reply }) => {
      const { filename, zip } = await submissionFiles(ctx, await viewerOf(ctx, params.cid, user, 'view'), params.id);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`)
        .send(zip);
    });
  });
}
