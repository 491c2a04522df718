import type { FastifyInstance } from 'fastify';

/**
 * Headers that tell browsers what the site may do. The web app loads only its own bundle (no
 * inline script) and calls its own origin, and the quote service of the home page when one is
 * configured; antd and CodeMirror write <style> tags at run time, hence 'unsafe-inline' for styles
 * only. Images may be data: and blob: URLs (the slide puzzle, pasted and previewed pictures) and, in
 * problem statements, pictures hosted elsewhere over https. No page may be framed (clickjacking).
 */
export function contentSecurityPolicy(quoteUrl = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...originOf(quoteUrl)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an http(s) URL, for a CSP source list (none for anything else). */
function originOf(url: string): string[] {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Sends the security headers with every response: pages, assets, API answers and refusals. The
 * policy follows the site's quote service (read from the settings, which are kept for a second).
 */
export function registerSecurityHeaders(app: FastifyInstance, site: { quoteUrl(): Promise<string> }): void {
  // The policy is rebuilt only when the quote service changes, not for every response.
  let built = { quoteUrl: '', headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy('') } };
  app.addHook('onSend', async (_request, reply, payload) => {
    const quoteUrl = await site.quoteUrl().catch(() => '');
    if (quoteUrl !== built.quoteUrl) {
      built = { quoteUrl, headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(quoteUrl) } };
    }
    // A route with a stricter policy of its own (an uploaded image) keeps it.
    const own = reply.getHeader('Content-Security-Policy');
    reply.headers(built.headers);
    if (own !== undefined) reply.header('Content-Security-Policy', own);
    return payload;
  });
}
