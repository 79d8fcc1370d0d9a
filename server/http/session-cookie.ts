import type { FastifyReply, FastifyRequest } from 'fastify';

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
