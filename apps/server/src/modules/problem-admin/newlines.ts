/**
 * Test data is stored with LF line ends only (hoj-data-and-judge §B.7): CRLF and a lone CR both
 * become LF, for hand-entered text and for uploaded files alike.
 */

const CR = 0x0d;
const LF = 0x0a;

export function toLf(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The same rule over a stream of chunks; a CR at the end of one chunk may pair with an LF opening the next. */
export async function* toLfStream(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pendingCr = false;
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    let start = 0;
    if (pendingCr) {
      // The CR closing the previous chunk was already written as LF; an LF right after it is the same line end.
      if (chunk[0] === LF) start = 1;
      pendingCr = false;
    }
    const body = chunk.subarray(start);
    if (!body.includes(CR)) {
      if (body.length > 0) yield body;
      continue;
    }
    const out = Buffer.allocUnsafe(body.length);
    let n = 0;
    for (let i = 0; i < body.length; i++) {
      const byte = body[i]!;
      if (byte !== CR) {
        out[n++] = byte;
        continue;
      }
      out[n++] = LF;
      if (i + 1 === body.length) pendingCr = true;
      else if (body[i + 1] === LF) i++;
    }
    yield out.subarray(0, n);
  }
}
