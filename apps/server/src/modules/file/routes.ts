import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API, LIMITS, ResultStatus, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { file, userInfo } from '../../db/schema.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { MSG, badRequest, envelope, fail, ok } from '../../http/envelope.ts';
import { findByUid } from '../account/users.ts';
import { toUserInfoVO } from '../account/user-vo.ts';
import { extensionOf, sniffImage } from './image-type.ts';

export const FILE_MSG = {
  noFile: 'Please choose a file to upload',
  badType: 'File type not supported',
  tooLarge: 'File size exceeded',
} as const;

/** File calls: avatar upload and the public image route (hoj-api §12). */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.uploadAvatar, async ({ request }) => {
    const user = currentUser(request);
    if (!request.isMultipart()) throw badRequest(FILE_MSG.noFile);
    // A body that is not well-formed multipart is the client's error, not the server's.
    const part = await request.file({ limits: { fileSize: LIMITS.avatarMaxBytes, files: 1 } }).catch(() => {
      throw badRequest(MSG.badFormat);
    });
    if (!part) throw fail(FILE_MSG.noFile);
    // A refused part is drained, so that the request ends and its connection is not left hanging.
    if (part.fieldname !== 'image') {
      part.file.resume();
      throw fail(FILE_MSG.noFile);
    }
    if (!LIMITS.avatarTypes.includes(extensionOf(part.filename))) {
      part.file.resume();
      throw fail(FILE_MSG.badType);
    }
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
      throw badRequest(MSG.badFormat);
    });
    if (!bytes || part.file.truncated) throw fail(FILE_MSG.tooLarge);
    const kind = sniffImage(bytes);
    if (!kind) throw fail(FILE_MSG.badType);

    const hash = await ctx.blobs.put(bytes);
    const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    const url = `${API.publicImg}/${name}`;
    await ctx.db.transaction(async (tx) => {
      // The old avatar's file is marked for removal rather than deleted at once.
      await tx
        .update(file)
        .set({ delete: true, gmtModified: new Date() })
        .where(and(eq(file.uid, user.uid), eq(file.type, 'avatar'), eq(file.delete, false)));
      await tx.insert(file).values({ uid: user.uid, type: 'avatar', name, suffix: kind.ext, mime: kind.mime, size: bytes.length, hash });
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
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
}
