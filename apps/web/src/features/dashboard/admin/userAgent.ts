/** A browser and an operating system named from a User-Agent header; null when it says nothing we know. */
export interface ClientKind {
  browser: string | null;
  os: string | null;
}

/** Checked in order: Edge and Opera also say Chrome, and Chrome also says Safari. */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:[.\d]*) (?:Mobile\/\w+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows NT\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)/],
  ['macOS', /\bMac OS X\b/],
  ['Android', /\bAndroid (\d+)/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

function named(list: [string, RegExp][], ua: string): string | null {
  for (const [name, pattern] of list) {
    const m = pattern.exec(ua);
    if (m) return m[1] ? `${name} ${m[1]}` : name;
  }
  return null;
}

export function clientKindOf(userAgent: string | null | undefined): ClientKind {
  const ua = userAgent ?? '';
  return { browser: named(BROWSERS, ua), os: named(SYSTEMS, ua) };
}
