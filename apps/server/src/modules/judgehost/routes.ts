import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JUDGE_TOKEN_HEADER, MAX_TASK_ATTEMPTS, endpoints, type RegisterHostResponse } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { Text } from '../../http/catalogue.ts';
import { type RouteOptions, rawRoute, route } from '../../http/endpoint.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { readCacheOf } from '../../http/read-cache.ts';
import { cachedGrant, noteUse } from '../api-token/grants.ts';
import { COMPILED_EVENT, applyCompileOutcome } from './compile.ts';
import { findHost, registerHost, touchHost, type HostRow } from './hosts.ts';
import { buildPayload } from './payload.ts';
import { setProgress } from './progress.ts';
import { claimTask, heldTask, releaseLeasesOf, renewLeases, type TaskRow } from './queue.ts';
import { applySubmissionOutcome, applyTestOutcome, failTask } from './results.ts';
import { isTestData } from './test-data.ts';
import { hearQueuedWork } from './work-signal.ts';
import { claimRemoteTask, remoteKeysOf } from '../remote-judge/claim.ts';
import { applyRemoteOutcome, recordRemoteProgress } from '../remote-judge/outcome.ts';
import { remotePayload } from '../remote-judge/payload.ts';
import { releaseAccount, renewAccountLeases } from '../remote-judge/pool.ts';

/**
 * How often a waiting claim looks at the queue without being woken: for work no insert announced
 * (a lease that ran out, a remote account or gap that came free on another replica).
 */
const REPOLL_MS = 2000;

/** Host refusals use real HTTP codes: a host is a program, not a person reading toasts. */
const gone = (msg: Text) => new ApiError(404, msg, { httpStatus: 404 });

/** The judge-host API (contract `judge-host.ts`): hosts authenticate with a judge token (api-token). */
export async function judgeHostRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const checkToken = async (request: FastifyRequest) => {
    const token = request.headers[JUDGE_TOKEN_HEADER];
    const grant = typeof token === 'string' ? await cachedGrant(readCacheOf(ctx), ctx.db, token) : null;
    if (!grant || grant.revokedAt || !grant.scopes.includes('judge')) {
      throw new ApiError(401, 'A valid judge token is required', { httpStatus: 401 });
    }
    noteUse(ctx.db, grant.id);
  };
  const knownHost = async (hostId: string): Promise<HostRow> => {
    const host = await findHost(ctx.db, hostId);
    if (!host) throw gone('Unknown judge host: register first');
    return host;
  };
  /** The task this host holds, with its name; an unknown host and a task no longer its own are told apart. */
  const held = async (hostId: string, taskId: number) => {
    const found = await heldTask(ctx.db, hostId, taskId);
    if (found) return found;
    await knownHost(hostId);
    throw gone('The task is no longer held by this host');
  };
  // A host's token is checked before its input is read.
  const hostToken: RouteOptions = { preValidation: checkToken };
  /** Ends a task that cannot be judged, waking a compile call that waits for it. */
  const fail = async (task: TaskRow, reason: string) => {
    await failTask(ctx.db, task, reason);
    if (task.kind === 'remote') {
      await releaseAccount(ctx.db, task.id, 0);
      accountFreed();
    }
    if (task.kind === 'compile') ctx.queueSignal.emit(COMPILED_EVENT, task.testKey);
  };
  /** A remote task's account went back to the pool: a slot of this replica waiting for one looks again. */
  const accountFreed = () => ctx.bell.ring('remote');
  const stopHearing = await hearQueuedWork(ctx);
  // Called bare: PGlite's way to stop takes an optional transaction, which a hook's arguments are not.
  app.addHook('onClose', async () => stopHearing());

  route(app, endpoints.judgeHostRegister, hostToken, async ({ body, request }) => {
    const hostId = await registerHost(ctx.db, body, request.ip);
    if (body.fresh && body.hostId) await releaseLeasesOf(ctx.db, hostId);
    // Three beats per lease: one lost beat does not cost a task.
    const answer: RegisterHostResponse = { hostId, heartbeatMs: Math.floor((ctx.config.judgeLeaseSeconds * 1000) / 3) };
    return ok(answer);
  });

  rawRoute(app, endpoints.judgeHostClaim, hostToken, async ({ body, reply }) => {
    const { hostId, waitMs, remote } = body;
    const host = await knownHost(hostId);
    await touchHost(ctx.db, hostId);
    const deadline = Date.now() + waitMs;
    // A host that hung up must not be handed a task it will never see.
    const hangUp = new AbortController();
    reply.raw.once('close', () => hangUp.abort());
    const languages = host.languages as string[];
    const kind = remote ? 'remote' : 'sandbox';
    const remoteKeys = remote ? remoteKeysOf(languages) : [];
    /** A remote slot's claim comes with an account leased to the task; a sandbox worker's never sees remote work. */
    const next = async () => {
      if (!remote) {
        const task = await claimTask(ctx.db, hostId, languages, ctx.config.judgeLeaseSeconds);
        return task ? { task, more: task.more, payload: () => buildPayload(ctx.db, task) } : null;
      }
      const claim = await claimRemoteTask(ctx.db, hostId, remoteKeys, ctx.config.judgeLeaseSeconds);
      // A remote slot cannot tell whether more waits for a free account: the next slot looks.
      return claim ? { task: claim.task, more: true, payload: () => remotePayload(ctx.db, claim.task, claim.account) } : null;
    };
    for (;;) {
      if (hangUp.signal.aborted) return reply.code(204).send();
      const rung = ctx.bell.rung(kind);
      const claimed = await next();
      if (claimed) {
        const { task } = claimed;
        if (task.attempts > MAX_TASK_ATTEMPTS) {
          await fail(task, `Judging failed ${MAX_TASK_ATTEMPTS} times (the judge host stopped answering)`);
          continue;
        }
        const payload = await claimed.payload();
        if ('stale' in payload) {
          await fail(task, payload.stale);
          continue;
        }
        // The insert that announced this task may have queued more: then the next waiting claim looks.
        if (claimed.more) ctx.bell.ring(kind);
        return ok(payload.task);
      }
      const left = deadline - Date.now();
      if (left <= 0 || hangUp.signal.aborted) return reply.code(204).send();
      // Wait for work announced by any replica, or look again after a while for work nothing announced.
      await ctx.bell.wait(kind, languages, Math.min(left, ctx.config.claimRepollMs ?? REPOLL_MS), rung, hangUp.signal);
    }
  });

  route(app, endpoints.judgeHostHeartbeat, hostToken, async ({ body }) => {
    const { hostId, taskIds, load } = body;
    await knownHost(hostId);
    await touchHost(ctx.db, hostId, { busy: taskIds.length, load });
    const lost = await renewLeases(ctx.db, hostId, taskIds, ctx.config.judgeLeaseSeconds);
    const kept = taskIds.filter((id) => !lost.includes(id));
    await renewAccountLeases(ctx.db, kept, ctx.config.judgeLeaseSeconds);
    return ok({ lost });
  });

  route(app, endpoints.judgeHostProgress, hostToken, async ({ body }) => {
    const { hostId, taskId, status, runId } = body;
    const { task, hostName } = await held(hostId, taskId);
    if (task.kind === 'remote') await recordRemoteProgress(ctx.db, task, status, runId, hostName);
    else if (status !== 5) await setProgress(ctx.db, task, status, hostName);
    return ok(null);
  });

  route(app, endpoints.judgeHostResult, hostToken, async ({ body }) => {
    const receivedAt = Date.now();
    const { task, hostName } = await held(body.hostId, body.taskId);
    if (task.kind === 'judge' && body.submission)
      await applySubmissionOutcome(ctx.db, task, body.submission, hostName, { receivedAt, hostMs: body.hostMs });
    else if (task.kind === 'remote' && body.remote) {
      await applyRemoteOutcome(ctx.db, task, body.remote, hostName, ctx.config.remoteSubmitGapMs);
      accountFreed();
    } else if (task.kind === 'test' && body.test) await applyTestOutcome(ctx.db, task, body.test);
    else if (task.kind === 'compile' && body.compile) {
      await applyCompileOutcome(ctx.db, task, body.compile);
      ctx.queueSignal.emit(COMPILED_EVENT, task.testKey);
    } else await fail(task, 'The judge host sent a result of the wrong kind');
    return ok(null);
  });

  rawRoute(app, endpoints.judgeHostData, hostToken, async ({ params, reply }) => {
    const { hash } = params;
    const bytes = (await isTestData(ctx.db, hash)) ? await ctx.blobs.get(hash) : null;
    if (!bytes) throw gone('No such test data');
    return reply.header('Content-Type', 'application/octet-stream').send(bytes);
  });
}
