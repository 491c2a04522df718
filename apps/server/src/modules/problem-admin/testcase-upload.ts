import { randomBytes } from 'node:crypto';
import { isPlainFileName, type JudgeCaseMode, type UploadTestcaseZipVO } from '@arbiter/contract';
import { DEFAULT_ZIP_LIMITS } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/envelope.ts';
import { ZIP_REASON, zipRefused } from '../../http/messages/problem-admin.ts';
import type { StagedBlob } from '../../store/blobs.ts';
import { toLfStream } from './newlines.ts';
import type { StoredCaseData } from './cases.ts';
import { pairTestcaseFiles } from './testcase-pairs.ts';
import { ZipRefusal, openSafeZip } from './zip-reader.ts';

/** An uploaded pair as the server keeps it until the problem is saved. */
export interface UploadedFile extends StoredCaseData {
  groupNum?: number;
}

interface Listing {
  uid: string;
  files: UploadedFile[];
}

const KIND = 'testcase_upload';
const TTL_SECONDS = 2 * 3600;

async function* nothing(): AsyncGenerator<Buffer> {}

/**
 * Reads an uploaded test-case zip (already checked by `openSafeZip`), pairs its files, stores each
 * one LF-normalised in the blob store and keeps the listing for two hours under a random id,
 * the `fileListDir` that the problem save passes back. A refusal keeps nothing: blobs are staged
 * and committed only once every file was read within the limits.
 */
export async function uploadTestcaseZip(ctx: AppContext, uid: string, zipPath: string, mode: JudgeCaseMode): Promise<UploadTestcaseZipVO> {
  const staged: StagedBlob[] = [];
  const stage = async (chunks: AsyncIterable<Buffer>) => {
    const blob = await ctx.blobs.putStream(chunks);
    staged.push(blob);
    return blob;
  };
  let files: UploadedFile[];
  try {
    const zip = await openSafeZip(zipPath, ctx.config.testcaseZip ?? DEFAULT_ZIP_LIMITS);
    try {
      const pairs = pairTestcaseFiles(zip.names, mode);
      if (pairs.length === 0) {
        throw new ZipRefusal('No test case was found in the zip: name the files X.in and X.out (or X.ans), or inputX.txt and outputX.txt');
      }
      const badName = pairs.flatMap((p) => [p.input, p.output]).find((name) => !isPlainFileName(name));
      if (badName !== undefined) {
        throw new ZipRefusal(zipRefused(ZIP_REASON.notPlainName(badName)));
      }
      files = [];
      for (const pair of pairs) {
        const input = await stage(toLfStream(zip.read(pair.input)));
        const output = await stage(pair.hasOutput ? toLfStream(zip.read(pair.output)) : nothing());
        files.push({
          input: pair.input,
          output: pair.output,
          inputHash: input.hash,
          outputHash: output.hash,
          inputSize: input.size,
          outputSize: output.size,
          ...(pair.groupNum ? { groupNum: pair.groupNum } : {}),
        });
      }
    } finally {
      zip.close();
    }
  } catch (error) {
    await Promise.all(staged.map((blob) => blob.discard()));
    if (error instanceof ZipRefusal) throw badRequest(error.text);
    throw error;
  }
  for (const blob of staged) await blob.commit();

  const id = randomBytes(16).toString('hex');
  const listing: Listing = { uid, files };
  await ctx.expiring.set(KIND, id, JSON.stringify(listing), TTL_SECONDS);
  return {
    fileList: files.map(({ input, output, groupNum }) => (groupNum ? { input, output, groupNum } : { input, output })),
    fileListDir: id,
  };
}

/** The files of an upload made by `uid`, or null when the id is unknown, expired or someone else's. */
export async function uploadedFiles(ctx: AppContext, uid: string, id: string): Promise<UploadedFile[] | null> {
  const entry = await ctx.expiring.get(KIND, id);
  if (!entry) return null;
  const listing = JSON.parse(entry.value) as Listing;
  return listing.uid === uid ? listing.files : null;
}
