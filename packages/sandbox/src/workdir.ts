import { constants } from 'node:fs';
import { lstat, mkdir, open, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * File access to the sandbox's /work from the host, through /proc/<supervisor>/root/work.
 *
 * The directory is written by untrusted programs, and an absolute symlink met on the way would
 * resolve against the host's root, not the sandbox's. So paths are plain relative names, every
 * directory on the way is checked with lstat, and the last component is opened with O_NOFOLLOW
 * (O_NONBLOCK too, so a FIFO cannot hang the judge). Nothing runs in the sandbox meanwhile (the
 * Sandbox serializes file access with runs), so the checks cannot be raced.
 */

/** Splits a relative path into its components; refuses absolute paths, '.', '..', NUL and empties. */
export function splitRelative(path: string): string[] {
  const parts = path.split('/');
  if (path.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\0'))) {
    throw new Error(`sandbox: "${path}" is not a plain relative path inside /work`);
  }
  return parts;
}

/**
 * Resolves `path` below `root`, checking that every directory on the way is a real directory.
 * With `create`, missing directories are made for `create.owner` (private to it, mode 0700, when
 * `create.private`), and existing ones must belong to root or to that owner: a directory the
 * program made could otherwise receive the auxiliary identity's files.
 */
async function resolve(root: string, path: string, create?: { owner: Owner; private: boolean }): Promise<string> {
  const parts = splitRelative(path);
  let dir = root;
  for (const part of parts.slice(0, -1)) {
    dir = join(dir, part);
    let st = await lstat(dir).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' && create) return null;
      throw e;
    });
    if (!st && create) {
      await mkdirOwned(dir, create.owner, create.private ? 0o700 : 0o755);
      st = await lstat(dir);
    }
    if (!st?.isDirectory()) throw new Error(`sandbox: ${path}: "${part}" is not a directory`);
    if (create && st.uid !== 0 && st.uid !== create.owner.uid) throw new Error(`sandbox: ${path}: "${part}" belongs to uid ${st.uid}`);
  }
  return join(dir, parts[parts.length - 1] ?? '');
}

export interface Owner {
  uid: number;
  gid: number;
}

/** Writes a file for `owner`, creating missing parent directories (private ones when `aux`). */
export async function writeInto(
  root: string,
  path: string,
  data: string | Uint8Array,
  owner: Owner,
  mode: number,
  aux = false,
): Promise<void> {
  const full = await resolve(root, path, { owner, private: aux });
  // A new inode every time: whatever the program left under that name (a symlink, a hard link to
  // another of its files, a file it owns) is replaced, never written through.
  await unlink(full).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
  const fh = await open(full, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, mode);
  try {
    await fh.chown(owner.uid, owner.gid);
    await fh.chmod(mode);
    await fh.writeFile(data);
  } finally {
    await fh.close();
  }
}

/** Reads at most maxBytes of a regular file; `truncated` tells whether there was more. */
export async function readFrom(root: string, path: string, maxBytes: number): Promise<{ data: Buffer; truncated: boolean }> {
  return readCapped(await resolve(root, path), maxBytes);
}

/** Reads at most maxBytes of a regular file without following a final symlink. */
export async function readCapped(full: string, maxBytes: number): Promise<{ data: Buffer; truncated: boolean }> {
  const fh = await open(full, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new Error(`sandbox: ${full} is not a regular file`);
    const want = Math.min(st.size, maxBytes);
    const data = Buffer.allocUnsafe(want);
    let got = 0;
    while (got < want) {
      const { bytesRead } = await fh.read(data, got, want - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return { data: data.subarray(0, got), truncated: st.size > got };
  } finally {
    await fh.close();
  }
}

export async function mkdirInto(root: string, path: string, owner: Owner, mode: number): Promise<void> {
  await mkdirOwned(await resolve(root, path), owner, mode);
}

async function mkdirOwned(full: string, owner: Owner, mode: number): Promise<void> {
  await mkdir(full, { mode });
  const fh = await open(full, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  try {
    await fh.chown(owner.uid, owner.gid);
    await fh.chmod(mode);
  } finally {
    await fh.close();
  }
}

export async function removeFrom(root: string, path: string): Promise<void> {
  // rm does not follow symlinks: a link is removed, not its target.
  await rm(await resolve(root, path), { recursive: true, force: true });
}
