import { and, eq } from 'drizzle-orm';
import { language, problem, problemCase, problemLanguage } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

/** Creates a language row if missing (the server seeds the real table; tests may need only a few). */
async function ensureLanguage(server: TestServer, name: string): Promise<number> {
  const found = await server.ctx.db
    .select({ id: language.id })
    .from(language)
    .where(and(eq(language.name, name), eq(language.oj, 'ME')))
    .limit(1);
  if (found[0]) return found[0].id;
  const rows = await server.ctx.db.insert(language).values({ name, oj: 'ME' }).returning({ id: language.id });
  return rows[0]!.id;
}

/**
 * A problem with hand-entered cases stored the way the problem area stores them (literal data in
 * the row, bytes in the blob store), open to the given languages. A special judge or interactor
 * (`judgeMode`, `spjCode`, `spjLanguage` default C++), file IO and judge extra files (name →
 * content) are optional.
 */
export async function addProblem(
  server: TestServer,
  opts: {
    problemId: string;
    cases: { input: string; output: string; score?: number; groupNum?: number }[];
    languages?: string[];
    type?: number;
    auth?: number;
    judgeCaseMode?: string;
    openCaseResult?: boolean;
    difficulty?: number;
    ioScore?: number;
    judgeMode?: 'default' | 'spj' | 'interactive';
    spjCode?: string;
    spjLanguage?: 'C' | 'C++';
    judgeExtraFile?: Record<string, string>;
    isFileIO?: boolean;
    ioReadFileName?: string;
    ioWriteFileName?: string;
    timeLimit?: number;
  },
): Promise<number> {
  const rows = await server.ctx.db
    .insert(problem)
    .values({
      problemId: opts.problemId,
      title: `Problem ${opts.problemId}`,
      author: 'root',
      type: opts.type ?? 0,
      auth: opts.auth ?? 1,
      judgeCaseMode: opts.judgeCaseMode ?? 'default',
      openCaseResult: opts.openCaseResult ?? true,
      difficulty: opts.difficulty ?? 0,
      ioScore: opts.ioScore ?? 100,
      isUploadCase: false,
      judgeMode: opts.judgeMode ?? 'default',
      spjCode: opts.spjCode ?? null,
      spjLanguage: opts.spjCode ? (opts.spjLanguage ?? 'C++') : null,
      judgeExtraFile: opts.judgeExtraFile ? JSON.stringify(opts.judgeExtraFile) : null,
      isFileIO: opts.isFileIO ?? false,
      ioReadFileName: opts.ioReadFileName ?? null,
      ioWriteFileName: opts.ioWriteFileName ?? null,
      ...(opts.timeLimit ? { timeLimit: opts.timeLimit } : {}),
    })
    .returning({ id: problem.id });
  const pid = rows[0]!.id;
  let seq = 0;
  for (const c of opts.cases) {
    seq++;
    const inputHash = await server.ctx.blobs.put(Buffer.from(c.input));
    const outputHash = await server.ctx.blobs.put(Buffer.from(c.output));
    await server.ctx.db.insert(problemCase).values({
      pid,
      input: c.input,
      output: c.output,
      inputHash,
      outputHash,
      inputSize: Buffer.byteLength(c.input),
      outputSize: Buffer.byteLength(c.output),
      score: c.score ?? null,
      groupNum: c.groupNum ?? 1,
      seq,
    });
  }
  for (const name of opts.languages ?? ['C++']) {
    await server.ctx.db.insert(problemLanguage).values({ pid, lid: await ensureLanguage(server, name) });
  }
  return pid;
}
