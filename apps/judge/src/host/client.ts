import {
  JUDGE_HOST_API,
  JUDGE_TOKEN_HEADER,
  type ClaimedTask,
  type HostLoad,
  type RegisterHostRequest,
  type RegisterHostResponse,
  type TaskResult,
} from '@arbiter/contract';

/** A refusal from the server that retrying will not fix (bad token, unknown host, lost task). */
export class HostApiError extends Error {
  readonly http: number;
  constructor(http: number, message: string) {
    super(message);
    this.http = http;
  }
}

/**
 * The judge host's side of the judge-host API. Network failures are retried with a back-off so that
 * a server restart only pauses judging; refusals are thrown as HostApiError.
 */
export class ServerClient {
  private readonly base: string;
  private readonly token: string;
  constructor(base: string, token: string) {
    this.base = base.replace(/\/+$/, '');
    this.token = token;
  }

  private async request(
    path: string,
    init: { method: string; body?: unknown; timeoutMs?: number; signal?: AbortSignal },
    attempts = 5,
  ): Promise<Response> {
    let delay = 500;
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${this.base}${path}`, {
          method: init.method,
          headers: { [JUDGE_TOKEN_HEADER]: this.token, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: init.signal
            ? AbortSignal.any([init.signal, AbortSignal.timeout(init.timeoutMs ?? 30_000)])
            : AbortSignal.timeout(init.timeoutMs ?? 30_000),
        });
        if (res.status >= 500 && attempt < attempts) throw new Error(`server answered ${res.status}`);
        return res;
      } catch (error) {
        if (error instanceof HostApiError || init.signal?.aborted || attempt >= attempts) throw error;
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 10_000);
      }
    }
  }

  private async json<T>(path: string, body: unknown, timeoutMs?: number, signal?: AbortSignal): Promise<T | null> {
    const res = await this.request(path, { method: 'POST', body, timeoutMs, signal });
    if (res.status === 204) return null;
    const envelope = (await res.json().catch(() => ({}))) as { status?: number; msg?: string; data?: T };
    if (!res.ok || envelope.status !== 200) throw new HostApiError(res.status, envelope.msg ?? `HTTP ${res.status}`);
    return envelope.data ?? null;
  }

  async register(req: RegisterHostRequest): Promise<RegisterHostResponse> {
    const data = await this.json<RegisterHostResponse>(JUDGE_HOST_API.register, req);
    if (!data) throw new Error('the server did not register this host');
    return data;
  }

  /** Waits up to `waitMs` for a task; null when none came. */
  claim(hostId: string, waitMs: number, signal?: AbortSignal, remote = false): Promise<ClaimedTask | null> {
    return this.json<ClaimedTask>(JUDGE_HOST_API.claim, { hostId, waitMs, remote }, waitMs + 15_000, signal);
  }

  async heartbeat(hostId: string, taskIds: number[], load: HostLoad): Promise<number[]> {
    const data = await this.json<{ lost: number[] }>(JUDGE_HOST_API.heartbeat, { hostId, taskIds, load });
    return data?.lost ?? [];
  }

  async progress(hostId: string, taskId: number, status: 5 | 6 | 7, runId?: string): Promise<void> {
    await this.json(JUDGE_HOST_API.progress, { hostId, taskId, status, ...(runId ? { runId } : {}) });
  }

  /** `hostMs`: how long the host had the task, for the stage timings admins read. */
  async result(hostId: string, taskId: number, outcome: TaskResult, hostMs?: number): Promise<void> {
    await this.json(JUDGE_HOST_API.result, { hostId, taskId, ...(hostMs === undefined ? {} : { hostMs }), ...outcome });
  }

  async data(hash: string): Promise<Buffer> {
    const res = await this.request(`${JUDGE_HOST_API.data}/${hash}`, { method: 'GET', timeoutMs: 300_000 });
    if (!res.ok) throw new HostApiError(res.status, `test data ${hash} is not available`);
    return Buffer.from(await res.arrayBuffer());
  }
}
