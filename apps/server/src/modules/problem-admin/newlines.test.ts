import { describe, expect, it } from 'vitest';
import { toLf, toLfStream } from './newlines.ts';

async function streamed(chunks: string[]): Promise<string> {
  async function* source() {
    for (const c of chunks) yield Buffer.from(c, 'latin1');
  }
  const out: Buffer[] = [];
  for await (const b of toLfStream(source())) out.push(b);
  return Buffer.concat(out).toString('latin1');
}

describe('line-end normalisation', () => {
  it('turns CRLF and lone CR into LF', () => {
    expect(toLf('1 2\r\n3\r4\n\r\n')).toBe('1 2\n3\n4\n\n');
  });

  it('gives the same result over chunks, whatever the cut', async () => {
    const text = 'a\r\nb\rc\n\r\r\nd\r';
    const expected = toLf(text);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(await streamed([text.slice(0, cut), text.slice(cut)])).toBe(expected);
    }
    expect(await streamed(['x\r', '', '\ny'])).toBe('x\ny');
    expect(await streamed(text.split(''))).toBe(expected);
  });
});
