/**
 * The helper's protocol (documented in native/sbx.c): requests are a 4-byte little-endian length
 * followed by NUL-terminated `key=value` fields; replies are one JSON object per line.
 */

export type Field = readonly [key: string, value: string | number];

/** Encodes one request. Keys and values must not contain NUL (argv and env cannot anyway). */
export function encodeFrame(fields: readonly Field[]): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  for (const [key, value] of fields) {
    const text = `${key}=${value}`;
    if (text.includes('\0')) throw new Error(`sandbox: NUL byte in ${key}`);
    const part = Buffer.from(`${text}\0`, 'utf8');
    parts.push(part);
    length += part.length;
  }
  if (length > MAX_FRAME) throw new Error(`sandbox: request of ${length} bytes exceeds ${MAX_FRAME}`);
  const header = Buffer.alloc(4);
  header.writeUInt32LE(length, 0);
  return Buffer.concat([header, ...parts], 4 + length);
}

/** The helper's limit (SBX_MAX_FRAME). */
const MAX_FRAME = 1 << 20;

/** Splits a byte stream into lines, calling `onLine` for each complete one. */
export class LineSplitter {
  private pending = '';
  private readonly onLine: (line: string) => void;
  constructor(onLine: (line: string) => void) {
    this.onLine = onLine;
  }

  push(chunk: Buffer | string): void {
    this.pending += chunk.toString();
    let nl: number;
    while ((nl = this.pending.indexOf('\n')) >= 0) {
      const line = this.pending.slice(0, nl);
      this.pending = this.pending.slice(nl + 1);
      if (line) this.onLine(line);
    }
  }
}
