import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API, LIMITS, ResultStatus, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { file, userInfo } from '../../db/schema.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { envelope, fail, ok } from '../../http/envelope.ts';
import { findByUid } from '../account/users.ts';
import { toUserInfoVO } from '../account/user-vo.ts';
import { keepUploadedImage } from './upload.ts';

/** Images may style themselves but load, run and submit nothing, and live in a sandbox of their own origin. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** File calls: avatar upload and the public image route (hoj-api §12). */
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

  rawRoute(app, endpoints.publicImg, async ({ params, reply }) => {
    const rows = await ctx.db.select().from(file).where(eq(file.name, params.name)).limit(1);
    const row = rows[0];
    const bytes = row ? await ctx.blobs.get(row.hash) : null;
    if (!row || !bytes) return reply.code(404).send(envelope(ResultStatus.NOT_FOUND, 'Not Found', null));
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
}
