import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { MSG, badRequest, fail } from '../../http/envelope.ts';
import { extensionOf, sniffImage, sniffSvg } from './image-type.ts';

export const FILE_MSG = {
  noFile: 'Please choose a file to upload',
  badType: 'File type not supported',
  tooLarge: 'File size exceeded',
} as const;

export interface UploadedImage {
  bytes: Buffer;
  /** What the bytes are, whatever the file's name says. */
  ext: string;
  mime: string;
  /** The plain form fields sent before the file (a group avatar's `gid`). */
  fields: Record<string, string>;
}

/** The plain (non-file) form fields that came before the file part. */
export function formFields(part: MultipartFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') out[name] = one.value;
  }
  return out;
}

/**
 * Opens the one file of a multipart request: its field must be `field` and, when `types` are
 * given, its name must end in one of them. Parts after it are not read (`files: 1`), and a file
 * over `maxBytes` arrives truncated (`part.file.truncated`).
 */
export async function openUploadPart(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; types?: readonly string[] },
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest(FILE_MSG.noFile);
  // A body that is not well-formed multipart is the client's error, not the server's.
  const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } }).catch(() => {
    throw badRequest(MSG.badFormat);
  });
  if (!part) throw fail(FILE_MSG.noFile);
  // A refused part is drained, so that the request ends and its connection is not left hanging.
  // A file part without a name is no chosen file (what a form sends when none was picked).
  if (part.fieldname !== opts.field || !part.filename) {
    part.file.resume();
    throw fail(FILE_MSG.noFile);
  }
  if (opts.types && !opts.types.includes(extensionOf(part.filename))) {
    part.file.resume();
    throw fail(FILE_MSG.badType);
  }
  return part;
}

/**
 * Reads the one image of a multipart request: its field must be `field`, its name must end in one of
 * `types`, its bytes must be an image of one of those types and at most `maxBytes` long.
 */
async function readUploadedImage(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; types: readonly string[] },
): Promise<UploadedImage> {
  const part = await openUploadPart(request, opts);
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw badRequest(MSG.badFormat);
  });
  if (!bytes || part.file.truncated) throw fail(FILE_MSG.tooLarge);
  const kind = sniffImage(bytes) ?? (opts.types.includes('svg') ? sniffSvg(bytes) : null);
  if (!kind || !opts.types.includes(kind.ext)) throw fail(FILE_MSG.badType);
  return { bytes, ...kind, fields: formFields(part) };
}

/**
 * Reads the uploaded image as `readUploadedImage` does and keeps its bytes in the blob store; the
 * answer carries the hash and a fresh public name (`{random}.{ext}`) for its `file` row.
 */
export async function keepUploadedImage(
  ctx: Pick<AppContext, 'blobs'>,
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; types: readonly string[] },
): Promise<UploadedImage & { hash: string; name: string }> {
  const image = await readUploadedImage(request, opts);
  const hash = await ctx.blobs.put(image.bytes);
  return { ...image, hash, name: `${randomBytes(16).toString('hex')}.${image.ext}` };
}
