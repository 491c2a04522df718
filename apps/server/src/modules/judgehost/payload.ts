import { asc, eq } from 'drizzle-orm';
import type { ClaimedTask, TaskProblem } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge, problem, problemCase, testJudge } from '../../db/schema.ts';
import { compileTask } from './compile.ts';
import type { TaskRow } from './queue.ts';

type ProblemRow = typeof problem.$inferSelect;

function jsonMap(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function problemSettings(p: ProblemRow): Omit<TaskProblem, 'cases'> {
  return {
    id: p.id,
    problemId: p.problemId,
    type: p.type,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    ioScore: p.ioScore,
    judgeMode: p.judgeMode as TaskProblem['judgeMode'],
    judgeCaseMode: p.judgeCaseMode,
    isRemoveEndBlank: p.isRemoveEndBlank,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    checkerProtocol: p.checkerProtocol === 'kattis' ? 'kattis' : 'hoj',
    userExtraFile: jsonMap(p.userExtraFile),
    judgeExtraFile: jsonMap(p.judgeExtraFile),
    caseVersion: p.caseVersion,
  };
}

export type Payload = { task: ClaimedTask } | { stale: string };

type SubmissionRow = typeof judge.$inferSelect;

/** Why judging the submission a task was queued for is moot now, or null when it is not. */
function whyStale(sub: SubmissionRow | undefined, task: TaskRow): string | null {
  if (!sub) return 'the submission no longer exists';
  if (sub.version !== task.version) return 'the submission was queued again';
  if (sub.status === -4) return 'the submission was cancelled';
  return null;
}

/** The submission a judge or remote task is for, or why judging it is moot now. */
export async function liveSubmission(db: Db, task: TaskRow): Promise<{ sub: SubmissionRow } | { stale: string }> {
  if (!task.submitId) return { stale: 'the task names no submission' };
  const rows = await db.select().from(judge).where(eq(judge.submitId, task.submitId)).limit(1);
  const stale = whyStale(rows[0], task);
  return stale ? { stale } : { sub: rows[0]! };
}

/**
 * What a host needs to judge a claimed task, or why the task is stale (the submission was removed,
 * cancelled or rejudged since it was queued, the compile call gave up).
 */
export async function buildPayload(db: Db, task: TaskRow): Promise<Payload> {
  if (task.kind === 'judge') {
    if (!task.submitId) return { stale: 'the task names no submission' };
    // The submission with its problem in one read: a claim is on every verdict's way.
    const rows = await db
      .select({ sub: judge, p: problem })
      .from(judge)
      .leftJoin(problem, eq(problem.id, judge.pid))
      .where(eq(judge.submitId, task.submitId))
      .limit(1);
    const stale = whyStale(rows[0]?.sub, task);
    if (stale) return { stale };
    const { sub, p } = rows[0]!;
    if (!p) return { stale: 'the problem no longer exists' };
    const cases = await db.select().from(problemCase).where(eq(problemCase.pid, p.id)).orderBy(asc(problemCase.seq), asc(problemCase.id));
    return {
      task: {
        taskId: task.id,
        kind: 'judge',
        submitId: sub.submitId,
        version: sub.version,
        language: sub.language,
        code: sub.code,
        problem: {
          ...problemSettings(p),
          cases: cases
            .filter((c) => c.status === 0)
            .map((c, i) => ({
              caseId: c.id,
              seq: i + 1,
              // Uploaded cases keep their file names; hand-entered ones hold the data itself.
              inputName: p.isUploadCase ? c.input : `${i + 1}.in`,
              outputName: p.isUploadCase ? c.output : `${i + 1}.out`,
              inputHash: c.inputHash,
              outputHash: c.outputHash,
              outputSize: c.outputSize,
              score: c.score,
              groupNum: c.groupNum,
            })),
        },
      },
    };
  }
  if (task.kind === 'test' && task.testKey) {
    const rows = await db.select().from(testJudge).where(eq(testJudge.key, task.testKey)).limit(1);
    const t = rows[0];
    if (!t) return { stale: 'the test run expired' };
    const req = t.request as { code: string; language: string; input: string; expectedOutput: string | null };
    const probs = await db.select().from(problem).where(eq(problem.id, t.pid)).limit(1);
    const p = probs[0];
    if (!p) return { stale: 'the problem no longer exists' };
    return {
      task: {
        taskId: task.id,
        kind: 'test',
        testKey: t.key,
        language: req.language,
        code: req.code,
        input: req.input,
        expectedOutput: req.expectedOutput,
        problem: problemSettings(p),
      },
    };
  }
  if (task.kind === 'compile') {
    const claimed = await compileTask(db, task);
    return claimed ? { task: claimed } : { stale: 'the compile request was withdrawn' };
  }
  return { stale: 'unknown task' };
}
