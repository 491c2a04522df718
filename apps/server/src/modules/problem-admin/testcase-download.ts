import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { currentCases } from './cases.ts';
import type { ProblemRow } from './vo.ts';

/**
 * A zip of a problem's test data (download-testcase): uploaded cases under their file names,
 * hand-entered ones as `N.in` / `N.out`, as the judge sees them. Fails (body 404) when a file
 * is missing from the blob store.
 */
export async function testcaseZip(ctx: AppContext, row: ProblemRow): Promise<{ filename: string; stream: Readable }> {
  const cases = (await currentCases(ctx.db, row.id)).filter((c) => c.status === 0);
  const files: { name: string; hash: string }[] = cases.flatMap((c, i) => [
    { name: row.isUploadCase ? c.input : `${i + 1}.in`, hash: c.inputHash },
    { name: row.isUploadCase ? c.output : `${i + 1}.out`, hash: c.outputHash },
  ]);
  const unique = files.filter((f, i) => files.findIndex((g) => g.name === f.name) === i);
  const streams = await Promise.all(unique.map((f) => ctx.blobs.open(f.hash)));
  const missing = unique.find((_, i) => !streams[i]);
  if (missing) {
    for (const s of streams) s?.destroy();
    throw notFound(`The test data file ${missing.name} is missing`);
  }
  const zip = new yazl.ZipFile();
  unique.forEach((f, i) => zip.addReadStream(streams[i]!, f.name));
  zip.end();
  return { filename: `problem_${row.id}_testcase_${Date.now()}.zip`, stream: zip.outputStream as Readable };
}
