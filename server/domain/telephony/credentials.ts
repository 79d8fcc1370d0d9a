import { createHmac, timingSafeEqual } from 'node:crypto';

export type SipCredentials = { authorizationUser: string; password: string; expiresAt: Date };

/**
 * Ephemeral SIP credentials in the shared-secret scheme (the TURN REST scheme that Kamailio's auth_ephemeral,
 * Asterisk and FreeSWITCH set-ups accept): the user name is "<expiry unix time>:<extension>" and the password
 * base64(HMAC-SHA1(secret, user name)). Nothing is stored, and a leaked password dies at its expiry.
 */
export function issueSipCredentials(
  secret: string,
  sipExt: string,
  ttlSeconds: number,
  now = Date.now(),
): SipCredentials {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const authorizationUser = `${expiry}:${sipExt}`;
  const password = createHmac('sha1', secret).update(authorizationUser).digest('base64');
  return { authorizationUser, password, expiresAt: new Date(expiry * 1000) };
}

/**
 * The key the SIP server shows on the service's internal routing calls when only TELEPHONY_SHARED_SECRET is set:
 * derived, so the secret itself never travels. Generated secrets come with a random key of their own (secrets.ts).
 */
export const acdKey = (secret: string): string => createHmac('sha256', secret).update('acd').digest('hex');

/** Compares in constant time: the configured key (config.telephony.acdKey) against the presented header. */
export function acdKeyMatches(key: string, presented: string | undefined): boolean {
  const expected = Buffer.from(key);
  const given = Buffer.from(presented ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
