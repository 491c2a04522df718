import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { AppContext } from '../../context.ts';
import { codeTemplate, language, problemTag, tag } from '../../db/schema.ts';
import { notFound } from '../../http/envelope.ts';
import { exportMissing, exportNoData } from '../../http/messages/transfer.ts';
import type { CaseRow } from '../problem-admin/cases.ts';
import { caseFileNames, usableCases } from '../problem-admin/testcase-download.ts';
import { problemLanguages } from '../problem/languages.ts';
import { findProblem } from '../problem/visibility.ts';
import { toProblem, type ProblemRow } from '../problem/vo.ts';
import type { HojProblemJson } from './hoj-zip.ts';

/**
 * The original system's export zip (hoj-data-and-judge B.17): per problem `problem_{pid}.json`
 * and the folder `problem_{pid}/` with its test files and the judge's `info` file. What the
 * import reads back is the same problem: fields (its auth too: the original forces 1, which would
 * open a private problem to everyone on import), cases with scores and groups, languages, tags,
 * templates, extra files and checker code.
 */

const EXPORT_MSG = { missing: exportMissing, noData: exportNoData } as const;

function extraFiles(json: string | null): Record<string, string> | null {
  return json ? (JSON.parse(json) as Record<string, string>) : null;
}

/** The ImportProblemVO of a problem: server-kept fields cleared and the cases as files, as the original system writes it. */
async function problemJson(ctx: AppContext, row: ProblemRow, cases: readonly CaseRow[]): Promise<HojProblemJson> {
  const [languages, tags, templates] = await Promise.all([
    problemLanguages(ctx.db, row.id),
    ctx.db
      .select({ name: tag.name })
      .from(problemTag)
      .innerJoin(tag, eq(tag.id, problemTag.tid))
      .where(eq(problemTag.pid, row.id))
      .orderBy(asc(tag.id)),
    ctx.db
      .select({ language: language.name, code: codeTemplate.code, status: codeTemplate.status })
      .from(codeTemplate)
      .innerJoin(language, eq(language.id, codeTemplate.lid))
      .where(eq(codeTemplate.pid, row.id))
      .orderBy(asc(codeTemplate.id)),
  ]);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- these fields belong to this server, not to the archive
  const { id, caseVersion, author, gmtCreate, gmtModified, ...fields } = toProblem(row);
  const names = caseFileNames(row, cases);
  return {
    problem: { ...fields, isUploadCase: true },
    languages: languages.map((l) => l.name),
    samples: cases.map((c, i) => ({ input: names[i]!.input, output: names[i]!.output, score: c.score, groupNum: c.groupNum })),
    tags: tags.map((t) => t.name),
    codeTemplates: templates,
    userExtraFile: extraFiles(row.userExtraFile),
    judgeExtraFile: extraFiles(row.judgeExtraFile),
    judgeMode: row.judgeMode,
  };
}

/** The judge's `info` file of the test data folder (B.7), without the output digests the judge computes itself. */
function infoFile(row: ProblemRow, cases: readonly CaseRow[]): string {
  const names = caseFileNames(row, cases);
  const subtask = row.judgeCaseMode === 'subtask_lowest' || row.judgeCaseMode === 'subtask_average';
  return JSON.stringify({
    mode: row.judgeMode,
    judgeCaseMode: row.judgeCaseMode,
    version: row.caseVersion,
    testCasesSize: cases.length,
    testCases: cases.map((c, i) => ({
      caseId: c.id,
      inputName: names[i]!.input,
      outputName: names[i]!.output,
      score: c.score,
      ...(subtask ? { groupNum: c.groupNum } : {}),
    })),
  });
}

interface ExportedProblem {
  row: ProblemRow;
  json: HojProblemJson;
  cases: CaseRow[];
  /** Unique files of the test data folder. */
  files: { name: string; hash: string }[];
}

/**
 * The export zip of the given problems, streamed: the data files are read from the blob store
 * as the zip is written. Refused (body 404) when a problem or one of its data files is missing,
 * before anything is sent.
 */
export async function exportProblems(ctx: AppContext, pids: readonly number[]): Promise<{ filename: string; stream: Readable }> {
  const problems: ExportedProblem[] = [];
  for (const pid of [...new Set(pids)]) {
    const row = await findProblem(ctx, pid);
    if (!row) throw notFound(EXPORT_MSG.missing(pid));
    const cases = await usableCases(ctx, pid);
    const names = caseFileNames(row, cases);
    const all = cases.flatMap((c, i) => [
      { name: names[i]!.input, hash: c.inputHash },
      { name: names[i]!.output, hash: c.outputHash },
    ]);
    const files = all.filter((f, i) => all.findIndex((g) => g.name === f.name) === i);
    for (const f of files) {
      const stream = await ctx.blobs.open(f.hash);
      if (!stream) throw notFound(EXPORT_MSG.noData(row.problemId, f.name));
      stream.destroy();
    }
    problems.push({ row, json: await problemJson(ctx, row, cases), cases, files });
  }

  const zip = new yazl.ZipFile();
  for (const { row, json, cases, files } of problems) {
    const key = `problem_${row.id}`;
    zip.addBuffer(Buffer.from(JSON.stringify(json)), `${key}.json`);
    // A case file may itself be named `info`: it wins, the judge rebuilds its info anyway.
    if (!files.some((f) => f.name === 'info')) zip.addBuffer(Buffer.from(infoFile(row, cases)), `${key}/info`);
    for (const f of files) {
      // Opened only when the zip reaches the file: a large export holds one file open at a time.
      zip.addReadStreamLazy(`${key}/${f.name}`, {}, (done) => {
        ctx.blobs.open(f.hash).then(
          (stream) => done(stream ? null : new Error(`blob ${f.hash} vanished`), stream as Readable),
          (error: Error) => done(error, undefined as unknown as Readable),
        );
      });
    }
  }
  zip.end();
  return { filename: `problem_export_${Date.now()}.zip`, stream: zip.outputStream as Readable };
}
