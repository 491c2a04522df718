import { randomBytes } from 'node:crypto';
import { API } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { file } from '../../db/schema.ts';
import { sniffImage } from '../file/image-type.ts';

/**
 * An image of an imported statement, served under /api/public/img/{name} like uploaded markdown
 * images (file type `md`), so the statement's URLs can be rewritten before the problem is stored.
 */
export interface ImportedImage {
  /** `{random}.{ext}`, the extension from the image's own bytes. */
  name: string;
  /** The URL the statement uses. */
  url: string;
  bytes: Buffer;
  mime: string;
  ext: string;
}

/** The bytes as a public image, or null when they are not an image the site serves. */
export function publicImage(bytes: Buffer): ImportedImage | null {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  return { name, url: `${API.publicImg}/${name}`, bytes, mime: kind.mime, ext: kind.ext };
}

/** The images' rows (their bytes staged by the import, store.ts), written in the import's transaction so that a refused import leaves none. */
export async function insertImages(tx: DbLike, uid: string, images: readonly ImportedImage[], hashes: readonly string[]): Promise<void> {
  if (images.length === 0) return;
  await tx.insert(file).values(
    images.map((image, i) => ({
      uid,
      type: 'md',
      name: image.name,
      suffix: image.ext,
      mime: image.mime,
      size: image.bytes.length,
      hash: hashes[i]!,
    })),
  );
}
