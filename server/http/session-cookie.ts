import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Holds the refresh secret; scoped to /api so the console's static files never carry it. */
export const sessionCookie = 'sc_session';
const path = '/api';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  ttlMs: number,
): void {
  reply.setCookie(sessionCookie, secret, {
    path,
    httpOnly: true,
    sameSite: 'strict',
    // Secure only over https: a Secure cookie set over plain http (local use) would never come back.
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/** Browsers send these on fetches they start themselves or on a typed address; anything else came from elsewhere. */
const trustedFetchSites = new Set(['same-origin', 'none']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A call the cookie alone authenticates must come from the console's own page: SameSite=Strict is the first
 * fence, this is the second (older browsers, same-site siblings, a lax proxy rewriting the cookie). The service's
 * own origin is the Host it was reached at (the forwarded host and protocol when TRUST_PROXY is on) or PUBLIC_URL.
 * A client that sends neither header is not a browser and cannot be made to carry the cookie, so it passes.
 */
export function requireSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !trustedFetchSites.has(String(site))) throw crossSite();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = [originOf(`${request.protocol}://${request.host}`), originOf(publicUrl)];
  if (origin === 'null' || !own.includes(originOf(origin))) throw crossSite();
}

const crossSite = () => new AppError('forbidden', 'This call must come from the console’s own page');
