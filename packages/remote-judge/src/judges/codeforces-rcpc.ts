import { createDecipheriv } from 'node:crypto';

/**
 * The two small computations Codeforces' pages do in the browser before a request is let through:
 * the RCPC cookie of the "Redirecting... Please, wait." page, and the `_tta` checksum sent with
 * the login and submit forms.
 */

/** The three 32-hex arguments of `toNumbers("…")` on the RCPC page (key, iv, cipher text, in page order), or null. */
export function rcpcArgs(html: string): [string, string, string] | null {
  if (!/slowAES|Redirecting/.test(html)) return null;
  const hex = [...html.matchAll(/toNumbers\(\s*["']([0-9a-f]{32})["']\s*\)/gi)].map((m) => m[1]!);
  return hex.length >= 3 ? [hex[0]!, hex[1]!, hex[2]!] : null;
}

/**
 * The RCPC cookie: hex(AES-128-CBC decrypt(c) with key a and iv b). The page's slowAES decrypts one
 * bare block, so there is no padding to strip.
 */
export function rcpcCookie(a: string, b: string, c: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(Buffer.from(c, 'hex')), decipher.final()]).toString('hex');
}

/**
 * `_tta` from the `39ce7` cookie, the rolling checksum of the site's script. For each character
 * code k_i (i from 0):
 *   t = (t + (i+1)(i+2)·k_i) mod 1009;  if i mod 3 = 0: t += 1;  if i mod 2 = 0: t *= 2;
 *   if i > 0: t -= floor(k_{floor(i/2)} / 2) · (t mod 5);  then t is brought back into [0, 1009).
 */
export function tta(cookie: string): number {
  let t = 0;
  for (let i = 0; i < cookie.length; i++) {
    t = (t + (i + 1) * (i + 2) * cookie.charCodeAt(i)) % 1009;
    if (i % 3 === 0) t++;
    if (i % 2 === 0) t *= 2;
    if (i > 0) t -= Math.floor(cookie.charCodeAt(Math.floor(i / 2)) / 2) * (t % 5);
    t = ((t % 1009) + 1009) % 1009;
  }
  return t;
}
