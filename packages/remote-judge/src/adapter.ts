import type { RemoteFailure, RemoteKey } from '@arbiter/contract';
import type { RemoteHttp } from './http.ts';

/**
 * The one seam every remote judge sits behind. An adapter knows its site's pages and nothing of
 * our queue, pool or database: the runner (runner.ts) drives it through login, submit, run-id
 * discovery and polling, and the server calls `importProblem` for the back office.
 */

/** A language the judge accepts: `name` is what our submissions store, `id` what the site's form takes. */
export interface RemoteLanguage {
  name: string;
  id: string;
  /** CodeMirror mode of the editor. */
  contentType: string;
}

export interface RemoteAccount {
  username: string;
  password: string;
}

/**
 * What an account keeps between tasks so that it logs in rarely: its cookies and any tokens the site
 * hands out (a csrf token, a bearer token). The server stores it with the account; the http client
 * reads and updates `cookies` on every exchange.
 */
export interface RemoteSession {
  cookies: Record<string, string>;
  values: Record<string, string>;
}

export const emptySession = (): RemoteSession => ({ cookies: {}, values: {} });

/** What one account's calls get: the site, the account and its session, and a clock to wait on. */
export interface AccountContext {
  http: RemoteHttp;
  account: RemoteAccount;
  session: RemoteSession;
  /** Waits as the site asks (rate rules); tests pass a fake clock. */
  sleep(ms: number): Promise<void>;
}

/** A run as one poll sees it. `status` is ours (judge-status.ts): 5/6/7 while running, else final. */
export interface RunState {
  status: number;
  /** Milliseconds. */
  time: number | null;
  /** Kilobytes. */
  memory: number | null;
  /** A compile error's text (status -2), or the remote's words for a System Error. */
  message?: string | null;
}

/** One sample of an imported statement. */
export interface ImportedSample {
  input: string;
  output: string;
}

/** A remote problem in our shape (hoj's `problem` row fields). Text fields are HTML or Markdown. */
export interface ImportedProblem {
  /** Our display id: `<KEY>-<remote id>` (LibreOJ: `LIBRE-<display>(<internal>)` when they differ). */
  problemId: string;
  title: string;
  /** Milliseconds. */
  timeLimit: number;
  /** Megabytes. */
  memoryLimit: number;
  description: string;
  input: string;
  output: string;
  examples: ImportedSample[];
  hint: string;
  /** A link to the problem on its site, as HTML (hoj keeps the source as a link). */
  source: string;
  /** The problem's page, also the base that image addresses were made absolute against. */
  url: string;
  tags: string[];
  /** Names (RemoteLanguage.name) when the site allows only some languages for this problem. */
  languages?: string[];
}

export interface SubmitRequest {
  /** The remote id without our prefix: `1000`, `1900A`, `abc110_a`, `TEST`, `6764(41180)`. */
  problem: string;
  language: RemoteLanguage;
  code: string;
}

export interface RemoteAdapter {
  key: RemoteKey;
  /** The site's address when `ARBITER_REMOTE_<KEY>_URL` does not say otherwise. */
  defaultUrl: string;
  /** What the site's submit form is sent when nothing fresher was read from it. */
  languages: readonly RemoteLanguage[];
  /** The least time between two submits of one account, for the site's rate rules (default 0). */
  submitGapMs?: number;
  /** How long a run may take to get a final verdict before it ends as Submitted Failed (default 5 min). */
  maxJudgeMs?: number;
  /** Whether the session's cookies (or token) are still logged in. */
  isLoggedIn(ctx: AccountContext): Promise<boolean>;
  /** Logs the account in, filling the session; throws LOGIN_FAILED, BLOCKED or UNREACHABLE. */
  login(ctx: AccountContext): Promise<void>;
  /**
   * The newest run id of this account (for the problem when the site filters by it), or null
   * when it has none. Read before a submit and after it: only a newer id is this submission's.
   */
  lastRunId(ctx: AccountContext, problem: string): Promise<string | null>;
  /** Sends the code; answers the run id when the site tells it at once, else null. */
  submit(ctx: AccountContext, req: SubmitRequest): Promise<string | null>;
  poll(ctx: AccountContext, runId: string, problem: string): Promise<RunState>;
  /** Reads a problem (no account needed; `http` has an empty session). */
  importProblem(http: RemoteHttp, problem: string): Promise<ImportedProblem>;
}

/** A failure an adapter or the runner classified: it becomes the submission's final message. */
export class RemoteError extends Error {
  readonly kind: RemoteFailure;
  /** The remote site's own words, if any. */
  readonly detail: string;
  /** For RATE_LIMITED: how long the site asked to wait. */
  readonly waitMs: number;
  constructor(kind: RemoteFailure, detail = '', waitMs = 0) {
    super(`${kind}${detail ? `: ${detail}` : ''}`);
    this.kind = kind;
    this.detail = detail;
    this.waitMs = waitMs;
  }
}
