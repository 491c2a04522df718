import { stripVTControlCharacters } from 'node:util';
import { JudgeStatus } from '@arbiter/contract';
import { RemoteError, type AccountContext, type RemoteAdapter, type RemoteLanguage, type RunState } from '../adapter.ts';
import { get, getProblem, parseProblemId, post, wordsOf, type LojAnswer, type LojProblemId } from './libreoj-api.ts';
import { importLibreProblem } from './libreoj-problem.ts';

/**
 * LibreOJ (loj.ac) through its JSON API: a bearer token kept in the session stands for the login,
 * the submit answers the run id itself, and a run's detail carries its progress, verdict and the
 * compiler's message.
 */

/** A language as the site's submit takes it: `id` is the JSON of `{language, compileAndRunOptions}`. */
const language = (name: string, contentType: string, lang: string, compileAndRunOptions: Record<string, string>): RemoteLanguage => ({
  name,
  id: JSON.stringify({ language: lang, compileAndRunOptions }),
  contentType,
});

const cpp = (std: string, O: string) =>
  language(`C++ (g++, ${std}, O${O}, m64)`, 'text/x-c++src', 'cpp', { compiler: 'g++', std, O, m: '64' });

export const LIBREOJ_LANGUAGES: readonly RemoteLanguage[] = [
  language('C (gcc, c11, O2, m64)', 'text/x-csrc', 'c', { compiler: 'gcc', std: 'c11', O: '2', m: '64' }),
  cpp('c++11', '2'),
  cpp('c++14', '2'),
  cpp('c++17', '2'),
  cpp('c++20', '2'),
  cpp('c++14', '0'),
  cpp('c++17', '0'),
  language('Java', 'text/x-java', 'java', {}),
  language('Python (3.9)', 'text/x-python', 'python', { version: '3.9' }),
  language('Python (3.10)', 'text/x-python', 'python', { version: '3.10' }),
  language('Pascal (O2)', 'text/x-pascal', 'pascal', { optimize: '2' }),
  language('Rust (2018, O2)', 'text/x-rustsrc', 'rust', { version: '2018', optimize: '2' }),
  language('Go (1.x)', 'text/x-go', 'go', { version: '1.x' }),
  language('C# (8)', 'text/x-csharp', 'csharp', { version: '8' }),
  language('Kotlin (1.5, JVM)', 'text/x-kotlin', 'kotlin', { version: '1.5', platform: 'jvm' }),
];

export interface LojLanguageSettings {
  language: string;
  compileAndRunOptions: Record<string, unknown>;
}

/** The `{language, compileAndRunOptions}` a language's id holds. */
export function languageSettings(lang: RemoteLanguage): LojLanguageSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(lang.id);
  } catch {
    parsed = null;
  }
  const s = parsed as Partial<LojLanguageSettings> | null;
  if (typeof s?.language !== 'string' || typeof s.compileAndRunOptions !== 'object' || s.compileAndRunOptions === null) {
    throw new RemoteError('SUBMIT_REJECTED', `no LibreOJ settings for the language ${lang.name}`);
  }
  return { language: s.language, compileAndRunOptions: s.compileAndRunOptions };
}

/** A long text the site may cut: a string, or `{data, omittedLength}`. */
type Omittable = string | { data: string; omittedLength?: number } | null | undefined;

const textOfOmittable = (s: Omittable): string => (typeof s === 'string' ? s : (s?.data ?? ''));

export interface LojDetail {
  meta: {
    status: string;
    timeUsed?: number | null;
    memoryUsed?: number | null;
    problem?: { displayId?: number | string };
  };
  progress?: {
    progressType?: string;
    compile?: { success?: boolean; message?: Omittable };
    systemMessage?: Omittable;
  } | null;
}

/** meta.status → ours (reference §1.6), with InvalidInteraction (missing from the old map) as a Runtime Error. */
const VERDICTS: Record<string, number> = {
  Accepted: JudgeStatus.ACCEPTED,
  WrongAnswer: JudgeStatus.WRONG_ANSWER,
  TimeLimitExceeded: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MemoryLimitExceeded: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RuntimeError: JudgeStatus.RUNTIME_ERROR,
  OutputLimitExceeded: JudgeStatus.RUNTIME_ERROR,
  FileError: JudgeStatus.RUNTIME_ERROR,
  JudgementFailed: JudgeStatus.RUNTIME_ERROR,
  ConfigurationError: JudgeStatus.RUNTIME_ERROR,
  InvalidInteraction: JudgeStatus.RUNTIME_ERROR,
  CompilationError: JudgeStatus.COMPILE_ERROR,
  SystemError: JudgeStatus.SYSTEM_ERROR,
  PartiallyCorrect: JudgeStatus.PARTIAL_ACCEPTED,
  Canceled: JudgeStatus.CANCELLED,
};

/** progress.progressType of a run still Pending; Finished before meta.status changes means the verdict is being written. */
const PROGRESS: Record<string, number> = {
  Preparing: JudgeStatus.PENDING,
  Compiling: JudgeStatus.COMPILING,
  Running: JudgeStatus.JUDGING,
  Finished: JudgeStatus.JUDGING,
};

const numberOrNull = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/** One poll's answer as our run state; a run of another problem than asked is refused (a wrong id must not attach a verdict). */
export function runStateOf(detail: LojDetail, problem: LojProblemId): RunState {
  const shown = detail.meta.problem?.displayId;
  if (shown === undefined || Number(shown) !== problem.display) {
    throw new RemoteError('PARSE_ERROR', `the run is of problem ${shown ?? 'unknown'}, not ${problem.display}`);
  }
  const pending = (status: number): RunState => ({ status, time: null, memory: null });
  if (detail.meta.status === 'Pending') return pending(PROGRESS[detail.progress?.progressType ?? ''] ?? JudgeStatus.PENDING);
  const status = VERDICTS[detail.meta.status];
  // A verdict we do not know waits (and times out into Submitted Failed) rather than guessing.
  if (status === undefined) return pending(JudgeStatus.PENDING);
  const state: RunState = { status, time: numberOrNull(detail.meta.timeUsed), memory: numberOrNull(detail.meta.memoryUsed) };
  if (status === JudgeStatus.COMPILE_ERROR) {
    state.message = stripVTControlCharacters(textOfOmittable(detail.progress?.compile?.message)).trim() || null;
  } else if (status === JudgeStatus.SYSTEM_ERROR) {
    state.message = textOfOmittable(detail.progress?.systemMessage).trim() || detail.meta.status;
  }
  return state;
}

const TOKEN = 'token';

function tokenOf(ctx: AccountContext): string {
  const token = ctx.session.values[TOKEN];
  if (!token) throw new RemoteError('LOGIN_FAILED', `no session token for ${ctx.account.username}`);
  return token;
}

async function login(ctx: AccountContext): Promise<void> {
  // A call carrying a token is refused as ALREADY_LOGGEDIN: a stale one goes first.
  delete ctx.session.values[TOKEN];
  const answer = await post<{ token: string }>(ctx.http, '/auth/login', { username: ctx.account.username, password: ctx.account.password });
  if (answer.error) throw new RemoteError('LOGIN_FAILED', wordsOf(answer));
  if (typeof answer.token !== 'string' || !answer.token) throw new RemoteError('PARSE_ERROR', 'no token in the login answer');
  ctx.session.values[TOKEN] = answer.token;
}

/** A call made with the session's token, logging in once more when the site no longer takes it (the site revokes old sessions). */
async function withToken<T>(ctx: AccountContext, call: (token: string) => Promise<LojAnswer<T>>): Promise<LojAnswer<T>> {
  const first = await call(tokenOf(ctx));
  if (first.error !== 'PERMISSION_DENIED') return first;
  await login(ctx);
  return call(tokenOf(ctx));
}

function problemIdOf(problem: string, failure: 'SUBMIT_REJECTED' | 'PARSE_ERROR'): LojProblemId {
  const id = parseProblemId(problem);
  if (!id) throw new RemoteError(failure, `not a LibreOJ problem id: ${problem}`);
  return id;
}

export const libreoj: RemoteAdapter = {
  key: 'LIBRE',
  defaultUrl: 'https://api.loj.ac/api',
  languages: LIBREOJ_LANGUAGES,

  async isLoggedIn(ctx) {
    const token = ctx.session.values[TOKEN];
    if (!token) return false;
    const info = await get<{ userMeta: { id: number; username: string } }>(
      ctx.http,
      `/auth/getSessionInfo?token=${encodeURIComponent(token)}`,
      token,
    );
    return typeof info.userMeta?.id === 'number' && info.userMeta.username?.toLowerCase() === ctx.account.username.toLowerCase();
  },

  login,

  // The submit answers its run id, so no run list is read: a submit that does not say it fails at once.
  lastRunId: async () => null,

  async submit(ctx, req) {
    const id = problemIdOf(req.problem, 'SUBMIT_REJECTED');
    const settings = languageSettings(req.language);
    const problemId = id.internal ?? (await getProblem(ctx.http, id.display, {}, 'SUBMIT_REJECTED', tokenOf(ctx))).meta.id;
    const answer = await withToken(ctx, (token) =>
      post<{ submissionId: number | string }>(
        ctx.http,
        '/submission/submit',
        { problemId, content: { code: req.code, ...settings }, uploadInfo: null },
        token,
      ),
    );
    if (answer.error) throw new RemoteError('SUBMIT_REJECTED', wordsOf(answer));
    if (answer.submissionId === undefined || answer.submissionId === null || answer.submissionId === '') {
      throw new RemoteError('RUN_ID_NOT_FOUND', 'the submit answered no submission id');
    }
    return String(answer.submissionId);
  },

  async poll(ctx, runId, problem) {
    const id = problemIdOf(problem, 'PARSE_ERROR');
    const answer = await withToken(ctx, (token) =>
      post<LojDetail>(ctx.http, '/submission/getSubmissionDetail', { submissionId: runId, locale: 'zh_CN' }, token),
    );
    if (answer.error) throw new RemoteError('RUN_ID_NOT_FOUND', `run ${runId}: ${wordsOf(answer)}`);
    if (typeof answer.meta?.status !== 'string') throw new RemoteError('PARSE_ERROR', `no meta.status for run ${runId}`);
    return runStateOf({ meta: answer.meta, progress: answer.progress }, id);
  },

  importProblem: importLibreProblem,
};
