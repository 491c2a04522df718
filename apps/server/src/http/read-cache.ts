import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Endpoint, endpoints } from '@arbiter/contract';
import { ok } from './envelope.ts';

/**
 * What the hot reads keep for a moment (docs/architecture.md, "The read cache"): the serialized
 * answers of the bank's lists, the user behind a token, a contest's row, and when a kept board last
 * synced. An entry lives at most MAX_AGE_MS from the moment its read began, so a change made by
 * another replica shows within that time, as the site settings already do. A write of this process
 * drops every entry at once, before and after it runs, and a read that overlapped a write is not
 * kept: the next read after a write of this process reads the database.
 */

const MAX_AGE_MS = 1000;
/** Entries beyond this are dropped oldest first: per-user answers must not grow without bound. */
const MAX_ENTRIES = 2000;

interface Entry {
  at: number;
  value: unknown;
}

interface Pending {
  generation: number;
  promise: Promise<unknown>;
}

export class ReadCache {
  readonly #maxAgeMs: number;
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Pending>();
  #generation = 0;

  constructor(maxAgeMs = MAX_AGE_MS) {
    this.#maxAgeMs = maxAgeMs;
  }

  /** How many answers are kept now (for tests). */
  get size(): number {
    return this.#entries.size;
  }

  /** A write of this process starts or ended: nothing kept so far, nor read before now, is answered again. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * The value under `key`: kept if read less than the maximum age ago in this generation, else
   * read by `read` once for every caller asking meanwhile. The value is shared by every caller:
   * they must not change it.
   */
  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && now - kept.at < this.#maxAgeMs) return Promise.resolve(kept.value as T);
    const pending = this.#pending.get(key);
    if (pending && pending.generation === this.#generation) return pending.promise as Promise<T>;
    const generation = this.#generation;
    const promise = read().then(
      (value) => {
        if (this.#pending.get(key)?.promise === promise) this.#pending.delete(key);
        if (generation === this.#generation) this.#keep(key, { at: now, value });
        return value;
      },
      (error: unknown) => {
        if (this.#pending.get(key)?.promise === promise) this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(key, { generation, promise });
    return promise;
  }

  #keep(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    // The map is in the order entries were kept, oldest first: what is past its age goes now,
    // not when 2,000 newer ones push it out (a board page per contestant is tens of KB).
    for (const [oldKey, old] of this.#entries) {
      if (old === entry) break;
      if (this.#entries.size > MAX_ENTRIES || entry.at - old.at >= this.#maxAgeMs) this.#entries.delete(oldKey);
      else break;
    }
  }
}

const caches = new WeakMap<object, ReadCache>();

/** The read cache of one app (keyed by its context, so that servers in one process share nothing). */
export function readCacheOf(ctx: object): ReadCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new ReadCache()));
  return cache;
}

/**
 * Answers `ok(value)` as JSON kept under `key` (which must name everything the answer depends on,
 * the viewer included): the answer is serialized once per read of the database, not per request.
 */
export async function sendKept(ctx: object, reply: FastifyReply, key: string, read: () => Promise<unknown>): Promise<FastifyReply> {
  // Kept as bytes: encoding a large answer for every send costs as much as serializing it.
  const body = await readCacheOf(ctx).get(key, async () => Buffer.from(JSON.stringify(ok(await read()))));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Calls that answer a POST without changing anything, polled often: they must not empty the cache. */
const READS_BY_POST = new Set<Endpoint>([
  endpoints.contestRank,
  endpoints.contestOutsideScoreboard,
  endpoints.checkSubmissionsStatus,
  endpoints.checkContestSubmissionsStatus,
  endpoints.userProblemStatus,
]);

/**
 * Judge-host calls whose writes no kept answer shows: a claim leases a task, a heartbeat and a
 * registration note a host. Work is claimed after every verdict and each host beats every few
 * seconds; emptying every kept answer each time would make a busy judge undo the cache. (A claim
 * that gives up on a task writes its System Error, which shows within the cache's second.)
 */
const UNSEEN_WRITES = new Set<Endpoint>([endpoints.judgeHostClaim, endpoints.judgeHostHeartbeat, endpoints.judgeHostRegister]);

/** Calls that change something on a GET (hoj-api keeps these as GETs). */
const WRITES_BY_GET = new Set<Endpoint>([
  endpoints.logout,
  endpoints.adminLogout,
  endpoints.resubmit,
  endpoints.adminRejudge,
  endpoints.adminManualJudge,
  endpoints.adminCancelJudge,
  endpoints.adminRejudgeContestProblem,
  endpoints.adminCloneContest,
  endpoints.adminImportRemoteProblem,
  endpoints.adminImportRemoteContestProblem,
  endpoints.groupImportContestRemoteProblem,
  endpoints.groupImportTrainingRemoteProblem,
  endpoints.commentLike,
  endpoints.discussionLike,
  endpoints.deleteMdImg,
  endpoints.testJudgeResult,
  // Links or creates the account of the person the provider signed in.
  endpoints.ssoOidcCallback,
]);

/** Whether a call may write what kept answers show: every call but GETs and the POSTs known not to, plus the GETs known to write. */
export function mayWrite(endpoint: Endpoint | undefined): boolean {
  if (!endpoint) return false;
  return endpoint.method === 'GET' ? WRITES_BY_GET.has(endpoint) : !READS_BY_POST.has(endpoint) && !UNSEEN_WRITES.has(endpoint);
}

/**
 * Empties the app's read cache when a call that may write is about to run and again when it has
 * answered (its changes are committed by then), so that reads overlapping it are not kept either.
 * "About to run" is after its checks (who calls, with what input), which change nothing: the
 * caller's own user and token are read from what is kept, not again from the database on every
 * write (a submission, a judge host's result).
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  const writes = (request: FastifyRequest) => mayWrite(request.routeOptions.config.endpoint);
  app.addHook('preHandler', async (request) => {
    if (writes(request)) cache.invalidate();
  });
  app.addHook('onResponse', async (request) => {
    if (writes(request)) cache.invalidate();
  });
}
