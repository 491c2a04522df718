import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API, LIMITS, ResultStatus, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { file, userInfo } from '../../db/schema.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { envelope, fail, ok } from '../../http/envelope.ts';
import { findByUid } from '../account/users.ts';
import { toUserInfoVO } from '../account/user-vo.ts';
import { MD_FILE, MD_FILE_MIME, MD_IMAGE, deleteMdImage, uploadMdFile, uploadMdImage } from './md-files.ts';
import { keepUploadedImage } from './upload.ts';

/** Images may style themselves but load, run and submit nothing, and live in a sandbox of their own origin. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** File calls: avatar upload, markdown images and attachments, and the public routes serving them (hoj-api §12). */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.uploadAvatar, async ({ request }) => {
    const user = currentUser(request);
    const { bytes, ext, mime, hash, name } = await keepUploadedImage(ctx, request, {
      field: 'image',
      maxBytes: LIMITS.avatarMaxBytes,
      types: LIMITS.avatarTypes,
    });
    const url = `${API.publicImg}/${name}`;
    await ctx.db.transaction(async (tx) => {
      // The old avatar's file is marked for removal rather than deleted at once.
      await tx
        .update(file)
        .set({ delete: true, gmtModified: new Date() })
        .where(and(eq(file.uid, user.uid), eq(file.type, 'avatar'), eq(file.delete, false)));
      await tx.insert(file).values({ uid: user.uid, type: 'avatar', name, suffix: ext, mime, size: bytes.length, hash });
      await tx.update(userInfo).set({ avatar: url, gmtModified: new Date() }).where(eq(userInfo.uuid, user.uid));
    });
    const row = await findByUid(ctx.db, user.uid);
    if (!row) throw fail('The user does not exist');
    return ok(toUserInfoVO(row), 'Update Successfully');
  });

  route(app, endpoints.uploadMdImg, async ({ request, user }) => ok(await uploadMdImage(ctx, request, user), 'Upload Successfully'));
  route(app, endpoints.uploadMdFile, async ({ request, user }) => ok(await uploadMdFile(ctx, request, user), 'Upload Successfully'));
  route(app, endpoints.deleteMdImg, async ({ query, user }) => {
    await deleteMdImage(ctx, user, query.fileId);
    return ok(null, 'Delete successfully');
  });

  const notFoundReply = (reply: FastifyReply) => reply.code(404).send(envelope(ResultStatus.NOT_FOUND, 'Not Found', null));

  rawRoute(app, endpoints.publicImg, async ({ params, reply }) => {
    // Attachments are downloads only; a deleted markdown image is taken down (a replaced avatar stays, for old pages).
    const servable = and(ne(file.type, MD_FILE), or(ne(file.type, MD_IMAGE), eq(file.delete, false)));
    const rows = await ctx.db
      .select()
      .from(file)
      .where(and(eq(file.name, params.name), servable))
      .limit(1);
    const row = rows[0];
    const bytes = row ? await ctx.blobs.get(row.hash) : null;
    if (!row || !bytes) return notFoundReply(reply);
    // Names are never reused, so the bytes behind one never change.
    return (
      reply
        .header('Content-Type', row.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened on its own is a document that may carry script: this keeps it inert (an <img> never runs it).
        .header('Content-Security-Policy', IMAGE_CSP)
        .send(bytes)
    );
  });

  rawRoute(app, endpoints.publicFile, async ({ params, reply }) => {
    const rows = await ctx.db
      .select()
      .from(file)
      .where(and(eq(file.name, params.name), eq(file.type, MD_FILE), eq(file.delete, false)))
      .limit(1);
    const row = rows[0];
    const stream = row ? await ctx.blobs.open(row.hash) : null;
    if (!row || !stream) return notFoundReply(reply);
    // Whatever the bytes are (an HTML page, an SVG), the browser saves them and never renders them on this origin.
    return reply
      .header('Content-Type', MD_FILE_MIME)
      .header('Content-Disposition', `attachment;filename=${encodeURIComponent(row.name)}`)
      .header('Content-Length', String(row.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', IMAGE_CSP)
      .send(stream);
  });
}
