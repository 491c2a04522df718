import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Bytes written aside by `putStream`: invisible until committed, gone when discarded. */
export interface StagedBlob {
  hash: string;
  size: number;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

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
    // A name of its own: two puts of the same bytes at once must not share one temporary file.
    const tmp = `${path}.${process.pid}.${randomBytes(8).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
    return hash;
  }

  /**
   * Writes a stream aside while hashing it. Nothing is visible under the hash until `commit`, so a
   * caller that refuses the data half-way (or whose source throws) leaves nothing behind.
   */
  async putStream(chunks: AsyncIterable<Buffer>): Promise<StagedBlob> {
    const dir = join(this.root, 'tmp');
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `${process.pid}.${randomBytes(12).toString('hex')}.tmp`);
    const digest = createHash('sha256');
    let size = 0;
    async function* hashed(): AsyncGenerator<Buffer> {
      for await (const chunk of chunks) {
        digest.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    }
    try {
      await pipeline(hashed(), createWriteStream(tmp));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    const hash = digest.digest('hex');
    const target = this.pathOf(hash);
    return {
      hash,
      size,
      commit: async () => {
        await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true });
        await rename(tmp, target);
      },
      discard: () => rm(tmp, { force: true }),
    };
  }

  /** The bytes as a stream, or null when the hash is not stored. */
  async open(hash: string): Promise<ReadStream | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    try {
      await stat(this.pathOf(hash));
    } catch {
      return null;
    }
    return createReadStream(this.pathOf(hash));
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
