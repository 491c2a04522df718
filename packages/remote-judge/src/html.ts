/**
 * The few HTML operations the adapters share. Sites' pages are read with anchored regular
 * expressions on known markers (as the reference describes each site), not with a DOM: a missing
 * marker is a PARSE_ERROR the user can read, not a silently empty field.
 */
import { RemoteError } from './adapter.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function unescapeHtml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text of an HTML fragment: `<br>` as newlines, tags dropped, entities decoded, ends trimmed. */
export function textOf(html: string): string {
  return unescapeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')).trim();
}

/**
 * Relative `src` and `href` addresses made absolute against the page they came from. Old sites
 * (HDU, POJ) write bare attributes (`src=../data/a.jpg`): those come out quoted.
 */
export function absolutize(html: string, pageUrl: string): string {
  return html.replace(
    /\b(src|href)\s*=\s*(?:(["'])(.*?)\2|([^\s"'>]+))/gi,
    (whole, attr: string, quote?: string, quoted?: string, bare?: string) => {
      const q = quote ?? '"';
      const value = quoted ?? bare ?? '';
      if (/^(?:[a-z]+:|#|\/\/)/i.test(value))
        return value.startsWith('//') ? `${attr}=${q}${new URL(pageUrl).protocol}${value}${q}` : whole;
      try {
        return `${attr}=${q}${new URL(value, pageUrl).toString()}${q}`;
      } catch {
        return whole;
      }
    },
  );
}

/** The first capture of `pattern` in `text`, or a PARSE_ERROR naming `what` was missing. */
export function must(pattern: RegExp, text: string, what: string): string {
  const m = pattern.exec(text);
  if (!m || m[1] === undefined) throw new RemoteError('PARSE_ERROR', `no ${what}`);
  return m[1];
}

/** The first capture of `pattern`, or null. */
export function maybe(pattern: RegExp, text: string): string | null {
  return pattern.exec(text)?.[1] ?? null;
}

/** The source link kept with an imported problem. */
export function sourceLink(url: string, label: string): string {
  const safe = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<a style="color:#1A5CC8" href="${safe(url)}" target="_blank" rel="noopener noreferrer">${safe(label)}</a>`;
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The options of the `<select name="…">` in `html` (value and label text). Judges whose language ids
 * go stale read them from the submit form instead of trusting a table.
 */
export function selectOptions(html: string, name: string): SelectOption[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const select = new RegExp(`<select[^>]*\\bname=["']${escaped}["'][^>]*>([\\s\\S]*?)</select>`, 'i').exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*\bvalue=["']([^"']*)["'][^>]*>([\s\S]*?)<\/option>/gi)].map((m) => ({
    value: m[1]!,
    label: textOf(m[2]!),
  }));
}

/**
 * The inner HTML of the first element whose opening tag matches `open` (e.g. `<div id="problem-body"`),
 * up to its own closing tag: nested elements of the same name are counted, so a statement full of
 * `<div>`s is cut where it ends, not at its first inner `</div>`. Null when there is no such element.
 */
export function elementContent(html: string, open: RegExp): string | null {
  const start = open.exec(html);
  if (!start) return null;
  const name = /^<(\w+)/.exec(start[0])?.[1]?.toLowerCase();
  const from = html.indexOf('>', start.index) + 1;
  if (!name || from === 0) return null;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return html.slice(from);
}
