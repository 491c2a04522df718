import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_ZIP_LIMITS } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Text } from '../../http/catalogue.ts';
import { MSG, badRequest } from '../../http/envelope.ts';
import { FILE_MSG } from '../file/upload.ts';

export const NOT_A_ZIP = 'Please upload a .zip file';

/** What an upload must be: its file name's extension, the refusal of another type, its size limit. */
export interface UploadRules {
  extension: string;
  wrongType: Text;
  maxBytes: number;
}

/**
 * Receives the multipart field `file` (a .zip) into a temporary file, hands its path to `use` and
 * removes it afterwards, whatever happens. Refusals are HTTP 400.
 */
export async function receiveZip<T>(ctx: AppContext, request: FastifyRequest, use: (path: string) => Promise<T>): Promise<T> {
  const limits = ctx.config.testcaseZip ?? DEFAULT_ZIP_LIMITS;
  return receiveUpload(ctx, request, { extension: '.zip', wrongType: NOT_A_ZIP, maxBytes: limits.maxUploadBytes }, use);
}

/**
 * The same for any file type: the multipart field `file`, kept in a temporary file while `use`
 * runs; `use` also gets the name the client gave the file (without any folder).
 */
export async function receiveUpload<T>(
  ctx: AppContext,
  request: FastifyRequest,
  rules: UploadRules,
  use: (path: string, filename: string) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(FILE_MSG.noFile);
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } }).catch(() => {
    throw badRequest(MSG.badFormat);
  });
  if (!part) throw badRequest(FILE_MSG.noFile);
  // A refused part is drained, so that the request ends and its connection is not left hanging.
  // A part without a file name (none was picked) is no file; busboy leaves the name undefined then.
  if (part.fieldname !== 'file' || !part.filename || !part.filename.toLowerCase().endsWith(rules.extension)) {
    part.file.resume();
    throw badRequest(part.fieldname !== 'file' || !part.filename ? FILE_MSG.noFile : rules.wrongType);
  }
  const dir = join(ctx.config.dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `upload-${randomBytes(12).toString('hex')}${rules.extension}`);
  try {
    await pipeline(part.file, createWriteStream(path)).catch((error: { code?: string }) => {
      throw badRequest(error.code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_MSG.tooLarge : MSG.badFormat);
    });
    if (part.file.truncated) throw badRequest(FILE_MSG.tooLarge);
    return await use(path, part.filename.split(/[/\\]/).pop() ?? part.filename);
  } finally {
    await rm(path, { force: true });
  }
}
