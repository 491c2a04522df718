/**
 * What the home page's first load costs on the wire: reads the built web app (apps/web/dist, or
 * WEB_DIST), follows index.html's entry script, its static imports (the modulepreload links, and
 * the `import … from "./x.js"` statements of every chunk reached) and its stylesheets, and prints
 * each file's size raw, gzip and brotli, with the totals. Sizes are those of the `.gz`/`.br` files
 * the build writes beside each asset (the server sends those), or compressed here when absent.
 * Chunks loaded later by `import()` (a page's own code) are not counted. kB = 1000 bytes, as Vite
 * prints them. Build first: `npm run build -w apps/web`.
 *
 *   npm run bench -- web
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = resolve(process.env.WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist'));
/** The budget of issue 10: the home page's JS+CSS as transferred with gzip. */
const BUDGET_GZIP = 300_000;

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

function sizesOf(file: string): Sizes {
  const body = readFileSync(file);
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(body, { level: 9 }).length;
  const br = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  // A compressed file larger than its source is not written, and not sent.
  return { raw: body.length, gzip: Math.min(gzip, body.length), br: Math.min(br, body.length) };
}

/** Attribute values of the tags in index.html that load code or styles before the first render. */
function htmlAssets(html: string): { scripts: string[]; preloads: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const preloads: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (href && rel === 'modulepreload') preloads.push(href);
      if (href && rel === 'stylesheet') styles.push(href);
    }
  }
  return { scripts, preloads, styles };
}

/** The relative specifiers of a chunk's static imports (`import{a}from"./b.js"`, `import"./c.js"`); `import()` is not one. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
}

/** A URL path of the site (`/assets/x.js`) as a file of dist. */
const fileOf = (url: string) => join(DIST, url.replace(/^\//, '').split('?')[0]!);

const indexFile = join(DIST, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`web size: ${indexFile} is missing; build it with npm run build -w apps/web`);
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');
const { scripts, preloads, styles } = htmlAssets(html);

// Everything the entry loads before it runs: the preloads Vite wrote, checked against the chunks' own imports.
const js = new Set<string>();
const queue = [...scripts, ...preloads];
while (queue.length > 0) {
  const url = queue.shift()!;
  if (js.has(url)) continue;
  js.add(url);
  for (const spec of staticImports(readFileSync(fileOf(url), 'utf8'))) queue.push(posix.join(posix.dirname(url), spec));
}
const missingPreloads = [...js].filter((url) => !scripts.includes(url) && !preloads.includes(url));

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const rows = [...[...js].map((url) => ({ url, kind: 'js' })), ...styles.map((url) => ({ url, kind: 'css' }))].map((r) => ({
  ...r,
  ...sizesOf(fileOf(r.url)),
}));
rows.sort((a, b) => b.gzip - a.gzip);

console.log(`\n== web: the home page's first load (${DIST}) ==`);
console.log(`${'file'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
for (const r of rows) console.log(`${r.url.padEnd(52)} ${kB(r.raw).padStart(10)} ${kB(r.gzip).padStart(10)} ${kB(r.br).padStart(10)}`);
const total = (kind?: string) =>
  rows
    .filter((r) => kind === undefined || r.kind === kind)
    .reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip, br: sum.br + r.br }), { raw: 0, gzip: 0, br: 0 });
const line = (label: string, s: Sizes) =>
  console.log(`${label.padEnd(52)} ${kB(s.raw).padStart(10)} ${kB(s.gzip).padStart(10)} ${kB(s.br).padStart(10)}`);
line(`JS (${js.size} files)`, total('js'));
line(`CSS (${styles.length} files)`, total('css'));
const all = total();
line('JS + CSS', all);
line('index.html', sizesOf(indexFile));
console.log(`JS + CSS with gzip: ${kB(all.gzip)} against a budget of ${kB(BUDGET_GZIP)} (${all.gzip <= BUDGET_GZIP ? 'within' : 'over'})`);
if (missingPreloads.length > 0) console.log(`imported but not preloaded by index.html: ${missingPreloads.join(', ')}`);
