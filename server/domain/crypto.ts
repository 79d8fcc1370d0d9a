import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url. Only its sha256 is ever stored. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

// sha256 (not argon2) is right for tokens: they carry 256 bits of entropy, and the lookup must stay cheap.
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
