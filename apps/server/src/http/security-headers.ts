import type { FastifyInstance } from 'fastify';

/**
 * Headers that tell browsers what the site may do. The web app loads only its own bundle (no
 * inline script) and calls only its own origin; antd and CodeMirror write <style> tags at run time,
 * hence 'unsafe-inline' for styles only. Images may be data: and blob: URLs (the slide puzzle,
 * pasted and previewed pictures) and, in problem statements, pictures hosted elsewhere over https.
 * No page may be framed (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Sends the security headers with every response: pages, assets, API answers and refusals. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
}
