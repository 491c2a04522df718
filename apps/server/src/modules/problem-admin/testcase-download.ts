import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { testDataFileMissing } from '../../http/messages/problem-admin.ts';
import { currentCases, type CaseRow } from './cases.ts';
import type { ProblemRow } from '../problem/vo.ts';

/** The usable cases of a problem, in judging order. */
export async function usableCases(ctx: AppContext, pid: number): Promise<CaseRow[]> {
  return (await currentCases(ctx.db, pid)).filter((c) => c.status === 0);
}

/** The file names of the cases as the judge sees them: uploaded ones keep theirs, hand-entered ones are `N.in` / `N.out`. */
export function caseFileNames(row: ProblemRow, cases: readonly CaseRow[]): { input: string; output: string }[] {
  return cases.map((c, i) => (row.isUploadCase ? { input: c.input, output: c.output } : { input: `${i + 1}.in`, output: `${i + 1}.out` }));
}

/**
 * A zip of a problem's test data (download-testcase): uploaded cases under their file names,
 * hand-entered ones as `N.in` / `N.out`, as the judge sees them. Fails (body 404) when a file
 * is missing from the blob store.
 */
export async function testcaseZip(ctx: AppContext, row: ProblemRow): Promise<{ filename: string; stream: Readable }> {
  const cases = await usableCases(ctx, row.id);
  const files: { name: string; hash: string }[] = caseFileNames(row, cases).flatMap((names, i) => [
    { name: names.input, hash: cases[i]!.inputHash },
    { name: names.output, hash: cases[i]!.outputHash },
  ]);
  const unique = files.filter((f, i) => files.findIndex((g) => g.name === f.name) === i);
  const streams = await Promise.all(unique.map((f) => ctx.blobs.open(f.hash)));
  const missing = unique.find((_, i) => !streams[i]);
  if (missing) {
    for (const s of streams) s?.destroy();
    throw notFound(testDataFileMissing(missing.name));
  }
  const zip = new yazl.ZipFile();
  unique.forEach((f, i) => zip.addReadStream(streams[i]!, f.name));
  zip.end();
  return { filename: `problem_${row.id}_testcase_${Date.now()}.zip`, stream: zip.outputStream as Readable };
}
