import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Content-addressed file storage: bytes are kept under their SHA-256, so the same upload is
 * stored once. A local directory by default; a shared mount when several servers run.
 */
export class BlobStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  private pathOf(hash: string): string {
    return join(this.root, hash.slice(0, 2), hash);
  }

  async put(bytes: Buffer): Promise<string> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const path = this.pathOf(hash);
    try {
      await stat(path);
      return hash;
    } catch {
      // not stored yet
    }
    await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true });
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
    return hash;
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    try {
      return await readFile(this.pathOf(hash));
    } catch {
      return null;
    }
  }
}
