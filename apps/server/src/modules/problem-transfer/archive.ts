import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, isPlainFileName } from '@arbiter/contract';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/envelope.ts';
import { ZIP_REASON, zipRefused } from '../../http/messages/problem-admin.ts';
import { pairTestcaseFiles } from '../problem-admin/testcase-pairs.ts';
import { NOT_A_ZIP, receiveUpload, type UploadRules } from '../problem-admin/testcase-receive.ts';
import { ZipRefusal, openSafeZip } from '../problem-admin/zip-reader.ts';
import { TRANSFER_MSG } from './refusals.ts';
import type { ImportedCase } from './store.ts';

/** The import limits in force: the contract's, lowered by the server's configuration (tests). */
export function importLimits(ctx: AppContext): Record<keyof typeof IMPORT_LIMITS, number> {
  return { ...IMPORT_LIMITS, ...ctx.config.problemImport };
}

/** The zip reader's limits for a problem archive. */
function zipLimits(ctx: AppContext): ZipLimits {
  const limits = importLimits(ctx);
  return {
    maxUploadBytes: limits.archiveBytes,
    maxEntries: limits.filesMax,
    maxEntryBytes: Math.min(DEFAULT_ZIP_LIMITS.maxEntryBytes, limits.unpackedBytes),
    maxTotalBytes: limits.unpackedBytes,
    maxRatio: DEFAULT_ZIP_LIMITS.maxRatio,
  };
}

/** A folder of its own under the data dir's tmp, removed after `use` whatever happens. */
export async function withTempDir<T>(ctx: AppContext, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = join(ctx.config.dataDir, 'tmp', `import-${randomBytes(12).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Unpacks a checked zip into `dir` (the zip reader refuses links, unsafe names, bombs and more
 * files or bytes than the limits allow). A refusal is a body-400 failure with the reader's reason.
 */
export async function unpackZip(ctx: AppContext, zipPath: string, dir: string): Promise<void> {
  try {
    const zip = await openSafeZip(zipPath, zipLimits(ctx), { folders: true });
    try {
      for (const name of zip.names) {
        const target = join(dir, name);
        try {
          await mkdir(dirname(target), { recursive: true });
          // 'wx': an entry never replaces another (a file and a folder of the same name).
          await pipeline(zip.read(name), createWriteStream(target, { flags: 'wx' }));
        } catch (error) {
          if (error instanceof ZipRefusal) throw error;
          throw new ZipRefusal(zipRefused(ZIP_REASON.clash(name)));
        }
      }
    } finally {
      zip.close();
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw fail(error.text);
    throw error;
  }
}

/**
 * Receives the uploaded archive (multipart `file`, a .zip within the import limits), unpacks it
 * into a temporary folder and hands the folder to `use`; the upload and the folder are removed
 * afterwards, whatever happens.
 */
export async function receiveArchive<T>(ctx: AppContext, request: FastifyRequest, use: (dir: string) => Promise<T>): Promise<T> {
  const rules: UploadRules = { extension: '.zip', wrongType: NOT_A_ZIP, maxBytes: importLimits(ctx).archiveBytes };
  return receiveUpload(ctx, request, rules, (zipPath) =>
    withTempDir(ctx, async (dir) => {
      await unpackZip(ctx, zipPath, dir);
      return use(dir);
    }),
  );
}

/** Receives an uploaded .xml file (FPS) and hands its text and its name to `use`. */
export async function receiveXml<T>(
  ctx: AppContext,
  request: FastifyRequest,
  use: (xml: string, filename: string) => Promise<T>,
): Promise<T> {
  const rules = { extension: '.xml', wrongType: TRANSFER_MSG.notXml, maxBytes: importLimits(ctx).archiveBytes };
  return receiveUpload(ctx, request, rules, async (path, filename) => use(await readFile(path, 'utf8'), filename));
}

/** The names of the sub-folders of `dir`, sorted. */
export async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The names of the files directly in `dir` (none when it does not exist), sorted. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

/** Whether a regular file exists at `path`. */
export async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Writes `text` at `path` in the unpacked folder, creating its folder. */
export async function writeText(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/**
 * An empty file `name` in `dir` when there is none (an output the judge compares with nothing, as
 * uploads do). Only plain names are written; anything else (or a folder in the way) is left for
 * the store to refuse as a missing file.
 */
export async function emptyUnlessPresent(dir: string, name: string): Promise<void> {
  if (!isPlainFileName(name)) return;
  const path = join(dir, name);
  if (!(await isFile(path))) await writeText(path, '').catch(() => {});
}

/**
 * The data files of `dir` paired into cases by the upload rules (testcase-pairs.ts), for archives
 * that do not list their cases: an input without an output gets an empty one, as uploads do.
 * Scores are left to the format.
 */
export async function pairedCases(dir: string): Promise<ImportedCase[]> {
  const pairs = pairTestcaseFiles(await filesIn(dir), 'default');
  for (const p of pairs) if (!p.hasOutput) await emptyUnlessPresent(dir, p.output);
  return pairs.map((p) => ({ input: p.input, output: p.output, score: null }));
}
