import { and, eq, like, or, sql } from 'drizzle-orm';
import { ACCOUNT_POOL, remoteMessage, type RemoteKey } from '@arbiter/contract';
import { ADAPTERS, RemoteError, RemoteHttp, emptySession, type ImportedProblem } from '@arbiter/remote-judge';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { language, problem, problemLanguage, problemTag } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail } from '../../http/envelope.ts';
import { tagIdsFor } from '../problem-admin/tags.ts';

/** An import answers within this, whatever the remote site does (each exchange has its own 10 s). */
const IMPORT_DEADLINE_MS = 25_000;

/** The remote id as its judge writes it: Codeforces and SPOJ ids upper-cased, AtCoder's lower-cased. */
function normalRemoteId(key: RemoteKey, id: string): string {
  const trimmed = id.trim();
  if (key === 'CF' || key === 'GYM' || key === 'SPOJ') return trimmed.toUpperCase();
  if (key === 'AC') return trimmed.toLowerCase();
  return trimmed;
}

/** The problem already imported from `key` with remote id `id` (LibreOJ's may carry its internal id after it). */
async function existing(db: DbLike, key: RemoteKey, id: string): Promise<{ id: number; problemId: string } | null> {
  const full = `${key}-${id}`;
  const rows = await db
    .select({ id: problem.id, problemId: problem.problemId })
    .from(problem)
    .where(
      and(eq(problem.isRemote, true), or(sql`upper(${problem.problemId}) = ${full.toUpperCase()}`, like(problem.problemId, `${full}(%`))),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Reads the problem from its judge, ending with a message a person can read within the deadline. */
async function fetchRemote(ctx: AppContext, key: RemoteKey, id: string): Promise<ImportedProblem> {
  const http = new RemoteHttp({ baseUrl: ctx.config.remoteUrl(key), session: emptySession(), timeoutMs: 10_000 });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteError('UNREACHABLE', `no answer within ${IMPORT_DEADLINE_MS / 1000} s`)), IMPORT_DEADLINE_MS);
  });
  try {
    return await Promise.race([ADAPTERS[key].importProblem(http, id), deadline]);
  } catch (error) {
    const e = error instanceof RemoteError ? error : new RemoteError('PARSE_ERROR', (error as Error).message);
    throw fail(remoteMessage(e.kind, key, e.kind === 'NOT_FOUND' ? id : e.detail));
  } finally {
    clearTimeout(timer);
  }
}

const examplesOf = (p: ImportedProblem) => p.examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');

/** Stores an imported problem: public, its judge's languages (or those the site allows for it), its tags. */
async function store(tx: DbLike, key: RemoteKey, p: ImportedProblem, author: string): Promise<number> {
  const inserted = await tx
    .insert(problem)
    .values({
      problemId: p.problemId,
      title: p.title.slice(0, 255),
      author,
      modifiedUser: author,
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      // The edit form keeps the stack within the memory limit (HDU's 32 MB problems).
      stackLimit: Math.min(128, p.memoryLimit),
      description: p.description,
      input: p.input,
      output: p.output,
      examples: examplesOf(p),
      hint: p.hint,
      source: p.source,
      isRemote: true,
      difficulty: 1,
      isUploadCase: false,
    })
    .returning({ id: problem.id });
  const pid = inserted[0]!.id;
  const langs = await tx.select({ id: language.id, name: language.name }).from(language).where(eq(language.oj, ACCOUNT_POOL[key]));
  const allowed = p.languages ? langs.filter((l) => p.languages!.includes(l.name)) : langs;
  const chosen = allowed.length > 0 ? allowed : langs;
  if (chosen.length > 0) await tx.insert(problemLanguage).values(chosen.map((l) => ({ pid, lid: l.id })));
  const names = p.tags.length > 0 ? p.tags : [key];
  const tids = await tagIdsFor(
    tx,
    names.map((name) => ({ id: null, name: name.slice(0, 255), color: null })),
    null,
    key,
  );
  if (tids.length > 0) await tx.insert(problemTag).values(tids.map((tid) => ({ pid, tid })));
  return pid;
}

export interface ImportResult {
  pid: number;
  problemId: string;
  /** False when the problem had been imported before (a contest or training then just uses it). */
  created: boolean;
}

/**
 * import-remote-oj-problem (hoj-api §13.5): reads problem `remoteId` of judge `key` and stores it
 * as `<KEY>-<id>` (hoj's crawlers, one adapter per judge). A problem imported before is answered as
 * it is, without asking the remote site again.
 */
export async function importRemoteProblem(ctx: AppContext, admin: AuthUser, key: RemoteKey, remoteId: string): Promise<ImportResult> {
  const id = normalRemoteId(key, remoteId);
  const before = await existing(ctx.db, key, id);
  if (before) return { pid: before.id, problemId: before.problemId, created: false };
  const fetched = await fetchRemote(ctx, key, id);
  const pid = await ctx.db.transaction(async (tx) => {
    const raced = await existing(tx, key, id);
    return raced ? raced.id : store(tx, key, fetched, admin.username);
  });
  return { pid, problemId: fetched.problemId, created: true };
}
