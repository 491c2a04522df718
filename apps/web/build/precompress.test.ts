import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arbiter-precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const JS = `export const rows = [${Array.from({ length: 500 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy beside each text file, in every folder, that decode to the file', async () => {
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>page</p>'.repeat(50)}`);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), JS);
    const result = await precompressDir(dir);

    expect(result.files).toBe(2);
    const js = await readFile(join(dir, 'assets', 'index-abc123.js'));
    const br = await readFile(join(dir, 'assets', 'index-abc123.js.br'));
    const gz = await readFile(join(dir, 'assets', 'index-abc123.js.gz'));
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(gunzipSync(gz).equals(js)).toBe(true);
    expect(br.length).toBeLessThan(js.length);
    expect(gz.length).toBeLessThan(js.length);
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz']));
    expect(result.raw).toBeGreaterThan(result.gzip);
    expect(result.gzip).toBeGreaterThan(result.br);
  });

  it('leaves out a copy that would not be smaller, and formats that are compressed already', async () => {
    await writeFile(join(dir, 'assets', 'tiny-1.js'), 'export{};');
    await writeFile(join(dir, 'assets', 'logo-2.png'), Buffer.alloc(4096, 7));
    await precompressDir(dir);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual(['logo-2.png', 'tiny-1.js']);
  });
});
