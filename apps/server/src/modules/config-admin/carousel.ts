import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API, SITE_CONFIG_LIMITS, type CarouselImage } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { file } from '../../db/schema.ts';
import { currentUser } from '../../http/auth.ts';
import { notFound } from '../../http/envelope.ts';
import { keepUploadedImage } from '../file/upload.ts';

/** Stores an uploaded carousel image (multipart field `file`); the home page lists it at once. */
export async function uploadCarousel(ctx: AppContext, request: FastifyRequest): Promise<CarouselImage> {
  const user = currentUser(request);
  const { bytes, ext, mime, hash, name } = await keepUploadedImage(ctx, request, {
    field: 'file',
    maxBytes: SITE_CONFIG_LIMITS.carouselMaxBytes,
    types: SITE_CONFIG_LIMITS.carouselTypes,
  });
  const [row] = await ctx.db
    .insert(file)
    .values({ uid: user.uid, type: 'carousel', name, suffix: ext, mime, size: bytes.length, hash })
    .returning({ id: file.id });
  return { id: row!.id, url: `${API.publicImg}/${name}` };
}

/**
 * Takes an image off the carousel. Its row is marked deleted, as an old avatar's is: the bytes are
 * content-addressed and may be shared with another file, so they are not removed here.
 */
export async function deleteCarousel(ctx: AppContext, id: number): Promise<void> {
  const gone = await ctx.db
    .update(file)
    .set({ delete: true, gmtModified: new Date() })
    .where(and(eq(file.id, id), eq(file.type, 'carousel'), eq(file.delete, false)))
    .returning({ id: file.id });
  if (gone.length === 0) throw notFound('The carousel image does not exist');
}
