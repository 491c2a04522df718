import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Message } from '@arbiter/contract';
import type { ZipLimits } from '../../config.ts';
import { toMessage, type Text } from '../../http/catalogue.ts';
import { ZIP_REASON as WHY, zipDamaged, zipRefused } from '../../http/messages/problem-admin.ts';

/** An uploaded zip that is not accepted; `text` says why and is shown to the uploader. */
export class ZipRefusal extends Error {
  readonly text: Message;
  constructor(text: Text) {
    const message = toMessage(text);
    super(message.en);
    this.text = message;
  }
}

const refuse = (why: Message) => new ZipRefusal(zipRefused(why));
const damaged = (error: unknown) => new ZipRefusal(zipDamaged((error as Error).message));

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const DOS_DIRECTORY = 0x10;
/** Below this many inflated bytes the ratio is not checked: tiny files compress absurdly well. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/**
 * Why an entry's name is unsafe (zip-slip and friends), or null. Only top-level plain paths pass,
 * or with `folders` relative paths whose every part is a plain name (a folder entry ends in '/').
 */
function unsafeNameReason(name: string, folders = false): Message | null {
  if (name.length === 0) return WHY.noName;
  if (name.includes('\\')) return WHY.backslash(name);
  if (/^[A-Za-z]:/.test(name)) return WHY.driveLetter(name);
  if (name.startsWith('/')) return WHY.absolute(name);
  if (name.split('/').includes('..')) return WHY.leadsOut(name);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return WHY.controlCharacter(JSON.stringify(name));
  if (!folders) return name.includes('/') ? WHY.inFolder(name) : null;
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '' || part === '.')) return WHY.notPlainPath(name);
  return null;
}

/** Whether an entry is a folder (by its Unix mode, its DOS attribute or the trailing slash of its name). */
function isFolder(entry: Entry, name: string): boolean {
  const attributes = entry.externalFileAttributes >>> 0;
  return ((attributes >>> 16) & S_IFMT) === S_IFDIR || (attributes & DOS_DIRECTORY) !== 0 || name.endsWith('/');
}

/** Why an entry is not a plain, readable file, or null. */
function entryKindReason(entry: Entry, name: string): Message | null {
  const attributes = entry.externalFileAttributes >>> 0;
  const type = (attributes >>> 16) & S_IFMT;
  if (type === S_IFLNK) return WHY.symlink(name);
  if (isFolder(entry, name)) return WHY.folder(name);
  if (type !== 0 && type !== S_IFREG) return WHY.notRegular(name);
  if (entry.isEncrypted()) return WHY.encrypted(name);
  if (!entry.canDecodeFileData()) return WHY.compression(name);
  return null;
}

const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** A zip whose directory passed every check; entries are inflated on demand, counting real bytes. */
export interface SafeZip {
  /** The entry names, in the zip's order. */
  names: string[];
  /** The inflated bytes of one entry; throws ZipRefusal as soon as a limit is passed. */
  read(name: string): AsyncGenerator<Buffer>;
  close(): void;
}

/**
 * Opens an uploaded zip and checks its central directory before anything is inflated: at most
 * `maxEntries` entries, top-level regular files only (no folders, links, devices, encrypted or
 * oddly compressed entries), safe unique names, declared sizes within the limits, and no two
 * entries sharing bytes (the overlapping-entry bomb). Reading then counts the bytes really
 * inflated against the per-entry, total and ratio limits, whatever the headers claim.
 * With `folders` (problem archives), files may sit in folders; folder entries are skipped and
 * `names` lists files only.
 */
export async function openSafeZip(path: string, limits: ZipLimits, opts: { folders?: boolean } = {}): Promise<SafeZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw new ZipRefusal('The file is not a valid zip');
  }
  try {
    return await checkDirectory(zip, limits, opts.folders ?? false);
  } catch (error) {
    zip.close();
    if (error instanceof ZipRefusal) throw error;
    throw damaged(error);
  }
}

async function checkDirectory(zip: ZipFile, limits: ZipLimits, folders: boolean): Promise<SafeZip> {
  if (zip.entryCount > limits.maxEntries) throw refuse(WHY.tooManyEntries(zip.entryCount, limits.maxEntries));
  const entries = new Map<string, Entry>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    const raw = entry.fileName as unknown as Buffer;
    const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
    const why = unsafeNameReason(name, folders);
    if (why) throw refuse(why);
    if (folders && isFolder(entry, name) && ((entry.externalFileAttributes >>> 16) & S_IFMT) !== S_IFLNK) continue;
    const kind = entryKindReason(entry, name);
    if (kind) throw refuse(kind);
    if (entries.has(name)) throw refuse(WHY.twice(name));
    if (entry.uncompressedSize > limits.maxEntryBytes) throw refuse(WHY.entryTooLarge(name, mb(limits.maxEntryBytes)));
    declared += entry.uncompressedSize;
    if (declared > limits.maxTotalBytes) throw refuse(WHY.totalTooLarge(mb(limits.maxTotalBytes)));
    entries.set(name, entry);
  }
  await refuseOverlaps(zip, entries);

  let total = 0;
  async function* read(name: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name);
    if (!entry) throw new Error(`no entry ${name}`);
    let stream: Readable;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw damaged(error);
    }
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxEntryBytes) throw refuse(WHY.inflatesTooLarge(name, mb(limits.maxEntryBytes)));
        if (total > limits.maxTotalBytes) throw refuse(WHY.totalInflatesTooLarge(mb(limits.maxTotalBytes)));
        if (size > RATIO_FLOOR_BYTES && size > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
          throw refuse(WHY.ratio(name, limits.maxRatio));
        }
        yield chunk;
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof ZipRefusal) throw error;
      throw damaged(error);
    }
  }
  return { names: [...entries.keys()], read, close: () => zip.close() };
}

/** Every entry's header and data must occupy bytes of their own. */
async function refuseOverlaps(zip: ZipFile, entries: Map<string, Entry>): Promise<void> {
  const spans: { name: string; start: number; end: number }[] = [];
  for (const [name, entry] of entries) {
    const header = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    spans.push({ name, start: entry.relativeOffsetOfLocalHeader, end: header.fileDataStart + entry.compressedSize });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    const previous = spans[i - 1]!;
    const current = spans[i]!;
    if (current.start < previous.end) throw refuse(WHY.overlap(previous.name, current.name));
  }
}
