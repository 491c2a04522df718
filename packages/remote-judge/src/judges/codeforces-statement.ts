import type { ImportedProblem, ImportedSample } from '../adapter.ts';
import { RemoteError } from '../adapter.ts';
import { absolutize, textOf } from '../html.ts';

/**
 * A Codeforces problem page (`div.problem-statement`, also on Gym) in our shape. The page nests
 * `<div>`s inside its sections, so a section is cut at its matching `</div>`, found by counting.
 */

type Statement = Pick<
  ImportedProblem,
  'title' | 'timeLimit' | 'memoryLimit' | 'description' | 'input' | 'output' | 'examples' | 'hint' | 'tags'
>;

interface Block {
  /** Between the opening tag and its matching `</div>`. */
  inner: string;
  /** Just after the matching `</div>`. */
  end: number;
}

/** The `<div>` opening at `start` and everything up to its matching `</div>`. */
function blockAt(html: string, start: number): Block | null {
  const open = html.indexOf('>', start);
  if (open < 0) return null;
  const tags = /<div\b[^>]*>|<\/div>/gi;
  tags.lastIndex = open + 1;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0][1] === '/' ? -1 : 1;
    if (depth === 0) return { inner: html.slice(open + 1, m.index), end: m.index + m[0].length };
  }
  return null;
}

/** The first `<div>` whose class list has `cls`, from `from` on. */
function divWithClass(html: string, cls: string, from = 0): Block | null {
  const re = new RegExp(`<div\\b[^>]*class=["'](?:[^"']*\\s)?${cls}(?:\\s[^"']*)?["'][^>]*>`, 'gi');
  re.lastIndex = from;
  const m = re.exec(html);
  return m ? blockAt(html, m.index) : null;
}

/** A section's content without its `section-title`. */
function sectionBody(html: string, cls: string): string {
  const block = divWithClass(html, cls);
  if (!block) return '';
  return block.inner.replace(/^\s*<div class=["']section-title["']>[\s\S]*?<\/div>/i, '').trim();
}

/** TeX as our editor reads it: `$$$$$$` display math to `$$`, `$$$` inline math to `$`. */
const tex = (html: string) => html.replace(/\${6}/g, () => '$$').replace(/\${3}/g, () => '$');

/** A sample's `<pre>`: one `test-example-line` div per line when the site marks lines, else `<br>` breaks. */
function sampleText(pre: string): string {
  const lines = [...pre.matchAll(/<div\b[^>]*class=["'][^"']*test-example-line[^"']*["'][^>]*>([\s\S]*?)<\/div>/gi)].map((m) => m[1]!);
  return textOf(lines.length ? lines.join('\n') : pre);
}

function samples(html: string): ImportedSample[] {
  const tests = divWithClass(html, 'sample-tests')?.inner ?? '';
  const pres = (cls: string) => {
    const out: string[] = [];
    for (let b = divWithClass(tests, cls); b; b = divWithClass(tests, cls, b.end)) {
      out.push(sampleText(/<pre[^>]*>([\s\S]*?)<\/pre>/i.exec(b.inner)?.[1] ?? ''));
    }
    return out;
  };
  const inputs = pres('input');
  const outputs = pres('output');
  return inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }));
}

/** `2 seconds`, `1.5 s` → ms; `256 megabytes`, `512 MB` → MB. */
function limit(html: string, cls: string, unit: RegExp, scale: number): number {
  const text = textOf(divWithClass(html, cls)?.inner.replace(/<div class=["']property-title["']>[\s\S]*?<\/div>/i, '') ?? '');
  const m = new RegExp(`([\\d.]+)\\s*(?:${unit.source})`, 'i').exec(text);
  if (!m) throw new RemoteError('PARSE_ERROR', `no ${cls}`);
  return Math.round(Number(m[1]) * scale);
}

export function parseStatement(page: string, pageUrl: string): Statement {
  if (/Statement is not available on English language/i.test(page))
    throw new RemoteError('NOT_FOUND', 'the statement is not available in English');
  const statement = divWithClass(page, 'problem-statement');
  if (!statement) throw new RemoteError('PARSE_ERROR', 'no problem statement');
  const html = absolutize(statement.inner, pageUrl);
  const header = divWithClass(html, 'header');
  if (!header) throw new RemoteError('PARSE_ERROR', 'no statement header');
  const title = textOf(divWithClass(header.inner, 'title')?.inner ?? '').replace(/^[A-Z]+\d*\.\s*/, '');
  // The legend is the unnamed div right after the header.
  const legendStart = html.indexOf('<div', header.end);
  const legend = legendStart >= 0 && /^<div>/i.test(html.slice(legendStart)) ? (blockAt(html, legendStart)?.inner ?? '') : '';
  const tags = [...page.matchAll(/<span[^>]*class=["']tag-box["'][^>]*>([\s\S]*?)<\/span>/gi)]
    .map((m) => textOf(m[1]!))
    // `*1800` is the difficulty, not a topic.
    .filter((t) => t && !/^\*\d+$/.test(t));
  return {
    title,
    timeLimit: limit(header.inner, 'time-limit', /seconds?|s\b/, 1000),
    memoryLimit: limit(header.inner, 'memory-limit', /megabytes?|MB\b/, 1),
    description: tex(legend.trim()),
    input: tex(sectionBody(html, 'input-specification')),
    output: tex(sectionBody(html, 'output-specification')),
    examples: samples(html),
    hint: tex(sectionBody(html, 'note')),
    tags,
  };
}
