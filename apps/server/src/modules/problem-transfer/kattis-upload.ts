import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { kattisImportData, type KattisImportData } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { ApiError, MSG, badRequest } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { FILE_MSG } from '../file/upload.ts';
import { NOT_A_ZIP } from '../problem-admin/testcase-receive.ts';
import { importLimits, unpackZip, withTempDir } from './archive.ts';
import { about } from './refusals.ts';

/**
 * The upload of a Kattis package: the multipart field `file` (a .zip within the import limits)
 * and where the problem goes, `pid` and `problemId`, as fields of their own or as the JSON field
 * `data`, or in the query string. Fields may come after the file (the web app sends them so), so
 * the whole request is read, not only its first file.
 */

export interface PackageUpload {
  /** The folder the zip was unpacked into. */
  dir: string;
  /** The zip's name as the client gave it (names the archive in refusals). */
  filename: string;
  data: KattisImportData;
}

/** Where the problem goes, from the query string and the form's fields (the form wins); blank fields are absent. */
function importData(query: unknown, fields: Record<string, string>): KattisImportData {
  let fromJson: Record<string, unknown> = {};
  if (fields.data !== undefined && fields.data.trim() !== '') {
    try {
      fromJson = JSON.parse(fields.data) as Record<string, unknown>;
    } catch {
      throw badRequest(MSG.badFormat);
    }
    if (fromJson === null || typeof fromJson !== 'object') throw badRequest(MSG.badFormat);
  }
  const own = Object.fromEntries(Object.entries(fields).filter(([k, v]) => k !== 'data' && v.trim() !== ''));
  const q = Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));
  return parse(kattisImportData, { ...q, ...fromJson, ...own });
}

/** Saves the one file part at `path`; its name, or a refusal (HTTP 400). */
async function saveZipPart(
  part: { fieldname: string; filename: string; file: NodeJS.ReadableStream & { truncated?: boolean; resume(): unknown } },
  path: string,
): Promise<string> {
  if (part.fieldname !== 'file' || !part.filename || !part.filename.toLowerCase().endsWith('.zip')) {
    // A refused part is drained, so that the request ends and its connection is not left hanging.
    part.file.resume();
    throw badRequest(part.fieldname !== 'file' ? FILE_MSG.noFile : NOT_A_ZIP);
  }
  await pipeline(part.file, createWriteStream(path)).catch((error: { code?: string }) => {
    throw badRequest(error.code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_MSG.tooLarge : MSG.badFormat);
  });
  if (part.file.truncated) throw badRequest(FILE_MSG.tooLarge);
  return part.filename.split(/[/\\]/).pop() ?? part.filename;
}

/**
 * Receives the package, unpacks it into a temporary folder with the zip reader's protections (a
 * refusal names the archive) and hands it to `use`; the upload and the folder are removed
 * afterwards, whatever happens.
 */
export async function receivePackage<T>(ctx: AppContext, request: FastifyRequest, use: (upload: PackageUpload) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw badRequest(FILE_MSG.noFile);
  const tmp = join(ctx.config.dataDir, 'tmp');
  await mkdir(tmp, { recursive: true });
  const zipPath = join(tmp, `upload-${randomBytes(12).toString('hex')}.zip`);
  try {
    let filename: string | null = null;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: importLimits(ctx).archiveBytes, files: 1, fields: 10 } })) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else filename = await saveZipPart(part, zipPath);
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // A body that is not well-formed multipart (or holds more than one file) is the client's error.
      throw badRequest((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_MSG.tooLarge : MSG.badFormat);
    }
    if (filename === null) throw badRequest(FILE_MSG.noFile);
    const data = importData(request.query, fields);
    const name = filename;
    return await withTempDir(ctx, async (dir) => {
      await about(
        () => name,
        () => unpackZip(ctx, zipPath, dir),
      );
      return use({ dir, filename: name, data });
    });
  } finally {
    await rm(zipPath, { force: true });
  }
}
