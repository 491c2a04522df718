import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Test data kept on the host's disk by content hash, so each file crosses the network once. Bounded:
 * when it grows past `maxBytes` the least recently used files go first.
 */
export class TestDataCache {
  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly fetch: (hash: string) => Promise<Buffer>;
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(dir: string, maxBytes: number, fetch: (hash: string) => Promise<Buffer>) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.fetch = fetch;
  }

  /** The local path of the file with this hash, downloading (and checking) it when missing. */
  async path(hash: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`bad test data hash ${hash}`);
    const path = join(this.dir, hash);
    try {
      await stat(path);
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined);
      return path;
    } catch {
      // not cached yet
    }
    let pending = this.inflight.get(hash);
    if (!pending) {
      pending = this.download(hash, path).finally(() => this.inflight.delete(hash));
      this.inflight.set(hash, pending);
    }
    return pending;
  }

  private async download(hash: string, path: string): Promise<string> {
    const bytes = await this.fetch(hash);
    if (createHash('sha256').update(bytes).digest('hex') !== hash) throw new Error(`test data ${hash} arrived damaged`);
    await mkdir(this.dir, { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
    await this.evict();
    return path;
  }

  private async evict(): Promise<void> {
    const names = (await readdir(this.dir)).filter((n) => /^[0-9a-f]{64}$/.test(n));
    const files = await Promise.all(
      names.map(async (n) => {
        const s = await stat(join(this.dir, n)).catch(() => null);
        return s ? { path: join(this.dir, n), size: s.size, used: s.mtimeMs } : null;
      }),
    );
    const present = files.filter((f): f is NonNullable<typeof f> => f !== null).sort((a, b) => a.used - b.used);
    let total = present.reduce((sum, f) => sum + f.size, 0);
    for (const f of present) {
      if (total <= this.maxBytes) break;
      await rm(f.path, { force: true });
      total -= f.size;
    }
  }
}
