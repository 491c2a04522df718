import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

export interface PrecompressResult {
  files: number;
  raw: number;
  gzip: number;
  br: number;
}

/**
 * Writes `x.br` and `x.gz` beside every compressible file under `dir`, at the strongest settings:
 * done once per build, so the server sends them as they are instead of compressing per request.
 * A compressed copy that would not be smaller is not written (the server then sends the file itself).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      return { raw: body.length, br: Math.min(br.length, body.length), gzip: Math.min(gz.length, body.length) };
    }),
  );
  const total = (key: 'raw' | 'gzip' | 'br') => sizes.reduce((sum, s) => sum + s[key], 0);
  return { files: sizes.length, raw: total('raw'), gzip: total('gzip'), br: total('br') };
}

/** Vite plugin: compresses the whole output directory (bundle, index.html and public files) after a build. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'arbiter:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const r = await precompressDir(outDir);
      const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      log(`precompressed ${r.files} files: ${kB(r.raw)} → gzip ${kB(r.gzip)}, brotli ${kB(r.br)}`);
    },
  };
}
