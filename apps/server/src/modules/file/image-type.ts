/** Recognises an image by its first bytes, so a renamed file of another kind is refused. */
const SIGNATURES: { ext: string; mime: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  { ext: 'bmp', mime: 'image/bmp', test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function sniffImage(bytes: Buffer): { ext: string; mime: string } | null {
  const hit = SIGNATURES.find((s) => bytes.length >= 12 && s.test(bytes));
  return hit ? { ext: hit.ext, mime: hit.mime } : null;
}

/** What may come before an SVG's root element: a BOM, an XML declaration, comments, a doctype, blanks. */
const SVG_PROLOGUE = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** An SVG is text whose root element is `<svg` (within its first 64 KiB). */
export function sniffSvg(bytes: Buffer): { ext: string; mime: string } | null {
  return SVG_PROLOGUE.test(bytes.subarray(0, 64 * 1024).toString('utf8')) ? { ext: 'svg', mime: 'image/svg+xml' } : null;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
}
