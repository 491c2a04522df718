import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown.tsx';
import { XSS_CORPUS } from './xss-corpus.ts';

function render(source: string, trusted = false): string {
  return renderToStaticMarkup(createElement(Markdown, { source, trusted }));
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

/**
 * The start tags of React's markup. React escapes `"`, `'`, `&`, `<` and `>` in every attribute
 * value and text, so a `<` always opens a tag and a `"` always closes a value: this reading is exact.
 */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs = new Map<string, string>();
    for (const a of m[2]!.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)) attrs.set(a[1]!.toLowerCase(), decode(a[2] ?? ''));
    tags.push({ name: m[1]!.toLowerCase(), attrs });
  }
  return tags;
}

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'button',
  'base',
  'meta',
  'template',
  'textarea',
  'select',
  'video',
  'audio',
  'noscript',
  'svg',
];
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'cite', 'srcset'];

/** What would let the rendered markup run script or leave the page: empty when it is inert. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const tag of tagsOf(html)) {
    // KaTeX writes MathML of its own (<math>); a <math> from the input is stripped before KaTeX runs.
    if (FORBIDDEN_TAGS.includes(tag.name)) found.push(`<${tag.name}>`);
    // React preloads the images it renders (`<link rel="preload" as="image">`); any other link is not ours.
    if (tag.name === 'link' && (tag.attrs.get('rel') !== 'preload' || tag.attrs.get('as') !== 'image')) found.push('<link>');
    for (const [name, value] of tag.attrs) {
      if (name.startsWith('on')) found.push(`${tag.name} ${name}`);
      if (name === 'srcdoc' || name === 'formaction') found.push(`${tag.name} ${name}`);
      // KaTeX sizes and colours its boxes with inline styles; none may load anything.
      if (name === 'style' && /url\(|expression|javascript|@import/i.test(value)) found.push(`${tag.name} style=${value}`);
      // Browsers ignore control characters and blanks inside a scheme; so does this check.
      const squeezed = value.replace(/[\p{Cc}\s]+/gu, '').toLowerCase();
      if (URL_ATTRS.includes(name) && /^(javascript|vbscript|data|livescript):/.test(squeezed)) found.push(`${tag.name} ${name}=${value}`);
    }
  }
  return found;
}

describe('user markdown (sanitised) renders every XSS vector inert', () => {
  it('has a corpus of at least 40 vectors', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  XSS_CORPUS.forEach((vector, n) => {
    it(`vector ${n}: ${vector.slice(0, 60).replace(/\n/g, '⏎')}`, () => {
      expect(dangers(render(vector))).toEqual([]);
    });
  });

  it('all vectors at once, in one document', () => {
    expect(dangers(render(XSS_CORPUS.join('\n\n')))).toEqual([]);
  });
});

describe('what user markdown keeps', () => {
  it('renders KaTeX, inline and displayed', () => {
    const html = render('Euler: $e^{i\\pi}+1=0$\n\n$$\n\\sum_{i=1}^n i\n$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).toContain('<math');
  });

  it('keeps safe HTML and http(s), relative and mailto links and images', () => {
    const html = render(
      '<kbd>Ctrl</kbd> <sub>2</sub> <details><summary>s</summary>d</details>\n\n[a](https://x.test/a) [b](/problem/1) [c](mailto:a@x.test) ![i](/api/public/img/a.png)',
    );
    for (const part of [
      '<kbd>Ctrl</kbd>',
      '<sub>2</sub>',
      '<summary>s</summary>',
      'href="https://x.test/a"',
      'href="/problem/1"',
      'href="mailto:a@x.test"',
      'src="/api/public/img/a.png"',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('keeps a fenced block’s language and GFM tables and task lists', () => {
    const html = render('```cpp\nint x;\n```\n\n| a |\n|---|\n| 1 |\n\n- [x] done');
    expect(html).toContain('class="language-cpp"');
    expect(html).toContain('<table>');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*disabled/);
  });
});

describe('trusted markdown (written by an admin role) keeps its HTML', () => {
  it('renders raw HTML as written, embedded frames and styles included', () => {
    const html = render('<iframe src="https://video.test/embed"></iframe>\n\n<p style="color:red">red</p>\n\n$x^2$', true);
    expect(html).toContain('<iframe src="https://video.test/embed">');
    expect(html).toContain('style="color:red"');
    expect(html).toContain('class="katex"');
  });

  it('still drops javascript: in markdown links and KaTeX \\href', () => {
    const html = render('[a](javascript:__xss(1)) $\\href{javascript:__xss(2)}{b}$', true);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
