import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API, GroupLevel, MD_FILE_LIMITS, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { file } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, noPermission, notFound } from '../../http/envelope.ts';
import { FILE_MESSAGES } from '../../http/messages/file.ts';
import { extensionOf } from './image-type.ts';
import { GroupStatus, loadGroup, seatOf } from '../group/access.ts';
import { FILE_MSG, formFields, keepUploadedImage, openUploadPart } from './upload.ts';

/**
 * The files that markdown embeds (`![](…)`, type `md`) or links for download (type `md_file`),
 * hoj-api §12. The site's admin roles upload; so does a group's admin naming the group (`gid`, a
 * form field before the file, or the query), and the file is then the group's: its admins may take
 * an image down again.
 */

export const MD_IMAGE = 'md';
export const MD_FILE = 'md_file';

/** Every attachment is served as opaque bytes to save, whatever it is: never a page the browser renders. */
export const MD_FILE_MIME = 'application/octet-stream';

/** Whether the user is an admin (or root) of the live group: a banned group only for super admins. */
async function administersGroup(ctx: AppContext, gid: number, user: AuthUser): Promise<boolean> {
  const g = await loadGroup(ctx.db, gid);
  if (!g) return false;
  const seat = await seatOf(ctx.db, g, user);
  if (g.status === GroupStatus.BANNED && !seat.superAdmin) return false;
  return seat.level >= GroupLevel.ADMIN;
}

/**
 * Who may upload, and for which group the file is kept: the site's admin roles (no group), or an
 * admin of the group the upload names. Anyone else is refused (HTTP 403) before anything is kept.
 */
async function uploadGroup(
  ctx: AppContext,
  request: FastifyRequest,
  fields: Record<string, string>,
  user: AuthUser,
): Promise<number | null> {
  if (inRoleGroup('admins', user.roleName)) return null;
  const raw = fields.gid ?? (request.query as Record<string, unknown> | undefined)?.gid;
  const gid = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(gid) || gid < 1) throw noPermission();
  if (!(await administersGroup(ctx, gid, user))) throw noPermission();
  return gid;
}

export async function uploadMdImage(ctx: AppContext, request: FastifyRequest, user: AuthUser): Promise<{ link: string; fileId: number }> {
  const { bytes, ext, mime, hash, name, fields } = await keepUploadedImage(ctx, request, {
    field: 'image',
    maxBytes: MD_FILE_LIMITS.imageMaxBytes,
    types: MD_FILE_LIMITS.imageTypes,
  });
  // The bytes are content-addressed and unreferenced until a row names them: a refusal keeps nothing.
  const gid = await uploadGroup(ctx, request, fields, user);
  const [row] = await ctx.db
    .insert(file)
    .values({ uid: user.uid, gid, type: MD_IMAGE, name, suffix: ext, mime, size: bytes.length, hash })
    .returning({ id: file.id });
  return { link: `${API.publicImg}/${name}`, fileId: row!.id };
}

/** A name's extension as the stored file keeps it: letters and digits only, else none. */
function safeExtension(filename: string): string {
  const ext = extensionOf(filename);
  return /^[a-z0-9]{1,16}$/.test(ext) ? ext : '';
}

/** Streams the upload into the blob store, so a large file never sits in memory; nothing is kept when it is refused. */
export async function uploadMdFile(ctx: AppContext, request: FastifyRequest, user: AuthUser): Promise<{ link: string }> {
  const part = await openUploadPart(request, { field: 'file', maxBytes: MD_FILE_LIMITS.fileMaxBytes });
  const gid = await uploadGroup(ctx, request, formFields(part), user).catch((error: unknown) => {
    part.file.resume();
    throw error;
  });
  const blob = await ctx.blobs.putStream(part.file);
  if (part.file.truncated || blob.size === 0) {
    await blob.discard();
    throw fail(part.file.truncated ? FILE_MSG.tooLarge : FILE_MSG.noFile);
  }
  await blob.commit();
  const ext = safeExtension(part.filename);
  const name = `${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;
  await ctx.db
    .insert(file)
    .values({ uid: user.uid, gid, type: MD_FILE, name, suffix: ext, mime: MD_FILE_MIME, size: blob.size, hash: blob.hash });
  return { link: `${API.publicFile}/${name}` };
}

/**
 * Takes a markdown image down: its uploader, the super admin, a problem admin, or an admin of the group it was uploaded for may. The row is
 * marked deleted and no longer served; the bytes stay, as they may be shared (content-addressed).
 */
export async function deleteMdImage(ctx: AppContext, user: AuthUser, fileId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ uid: file.uid, gid: file.gid })
    .from(file)
    .where(and(eq(file.id, fileId), eq(file.type, MD_IMAGE), eq(file.delete, false)));
  if (!row) throw notFound(FILE_MESSAGES.gone);
  const mayDelete =
    row.uid === user.uid || inRoleGroup('managers', user.roleName) || (row.gid !== null && (await administersGroup(ctx, row.gid, user)));
  if (!mayDelete) throw forbidden(FILE_MESSAGES.notYours);
  await ctx.db.update(file).set({ delete: true, gmtModified: new Date() }).where(eq(file.id, fileId));
}
