import { and, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type { ProblemDTO } from '@arbiter/contract';
import { language } from '../src/db/schema.ts';
import type { CallResult, TestServer } from './harness.ts';

/** Ids of seeded languages, in the order asked. */
export async function languageIds(server: TestServer, names: string[]): Promise<number[]> {
  const rows = await server.ctx.db
    .select({ id: language.id, name: language.name })
    .from(language)
    .where(and(inArray(language.name, names), eq(language.oj, 'ME')));
  return names.map((n) => {
    const row = rows.find((r) => r.name === n);
    if (!row) throw new Error(`language ${n} is not seeded`);
    return row.id;
  });
}

/** A valid ProblemDTO with hand-entered cases; `patch` and `problem` override parts of it. */
export function problemForm(lids: number[], patch: Partial<ProblemDTO> = {}, problem: Partial<ProblemDTO['problem']> = {}): ProblemDTO {
  return {
    problem: {
      problemId: '',
      title: 'A + B',
      description: 'Add two integers.',
      input: 'Two integers a and b.',
      output: 'a + b',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      type: 0,
      // Private: plain admins may not make a problem public.
      auth: 2,
      difficulty: 0,
      ...problem,
    },
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ],
    isUploadTestCase: false,
    judgeMode: 'default',
    languages: lids.map((id) => ({ id })),
    tags: [],
    codeTemplates: [],
    ...patch,
  };
}

export interface ZipEntry {
  name: string;
  data?: string | Buffer;
  /** Unix mode with the file type bits (0o120777 makes a symbolic link). */
  mode?: number;
  directory?: boolean;
  compress?: boolean;
}

/** Builds a zip in memory. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    if (e.directory) zip.addEmptyDirectory(e.name);
    else {
      const data = typeof e.data === 'string' || e.data === undefined ? Buffer.from(e.data ?? '') : e.data;
      zip.addBuffer(data, e.name, { ...(e.mode ? { mode: e.mode } : {}), compress: e.compress ?? true });
    }
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

interface CentralEntry {
  /** Offset of the central directory header. */
  at: number;
  nameLength: number;
  localAt: number;
}

function centralEntries(zip: Buffer): CentralEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(eocd + 16);
  const count = zip.readUInt16LE(eocd + 10);
  const out: CentralEntry[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    out.push({ at, nameLength, localAt: zip.readUInt32LE(at + 42) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return out;
}

/**
 * Edits a built zip the way an attacker would: rename an entry (same length, in both headers,
 * beyond what zip writers allow), make its central header claim another size, point it at
 * another entry's bytes, or set general-purpose flags (1 = encrypted).
 */
export function tamperZip(
  zip: Buffer,
  index: number,
  change: { name?: string; uncompressedSize?: number; localAt?: number; flags?: number },
): Buffer {
  const out = Buffer.from(zip);
  const entry = centralEntries(out)[index];
  if (!entry) throw new Error(`no entry ${index}`);
  if (change.name !== undefined) {
    const name = Buffer.from(change.name, 'latin1');
    if (name.length !== entry.nameLength) throw new Error('a new name must keep the length');
    name.copy(out, entry.at + 46);
    name.copy(out, entry.localAt + 30);
  }
  if (change.uncompressedSize !== undefined) out.writeUInt32LE(change.uncompressedSize, entry.at + 24);
  if (change.localAt !== undefined) out.writeUInt32LE(change.localAt, entry.at + 42);
  if (change.flags !== undefined) out.writeUInt16LE(out.readUInt16LE(entry.at + 8) | change.flags, entry.at + 8);
  return out;
}

/** Where entry `index`'s local header starts. */
export function localOffset(zip: Buffer, index: number): number {
  const entry = centralEntries(zip)[index];
  if (!entry) throw new Error(`no entry ${index}`);
  return entry.localAt;
}

export function uploadZip(
  server: TestServer,
  token: string | null,
  bytes: Buffer,
  opts: { filename?: string; field?: string; mode?: string; gid?: number } = {},
): Promise<CallResult> {
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), opts.filename ?? 'cases.zip');
  return server.call('POST', '/api/file/upload-testcase-zip', { token, form, query: { mode: opts.mode, gid: opts.gid } });
}
