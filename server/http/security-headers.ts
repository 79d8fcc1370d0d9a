import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Fixed headers on every answer, set in one hook from a frozen table (cheaper than a helmet pass per request,
 * and exactly this list). The microphone stays allowed for this origin: the softphone needs it.
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
});

const hsts = 'max-age=31536000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    // Only over TLS (request.protocol honours X-Forwarded-Proto when TRUST_PROXY is on): a browser ignores HSTS
    // received over http, and sending it from a plain-http local install would promise what is not there.
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}
