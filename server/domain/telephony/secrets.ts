import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acdKey as derivedAcdKey } from './credentials';

type Env = Record<string, string | undefined>;

/** The two values a SIP server and this service share; neither has a default anyone could read. */
export type TelephonySecrets = {
  /** auth_ephemeral's secret: whoever holds it can register as any extension. */
  sharedSecret: string;
  /** The key Kamailio shows on the service's internal queue-routing calls. */
  acdKey: string;
  /** Where they came from, for the start's log line (never the values). */
  source: 'environment' | 'generated' | 'data directory';
};

/** Inside the data directory, so `npm start` and `npm run telephony` on the same DATA_DIR agree. */
export const secretsFileName = 'telephony-secrets.json';

const minimumLength = 16;

/** 32 random bytes: no one guesses them, and hex needs no quoting in Kamailio's configuration. */
export const randomSecret = (): string => randomBytes(32).toString('hex');

const checked = (name: string, value: string): string => {
  // Any characters: an outside PBX may need them; the embedded Kamailio refuses what its configuration cannot quote.
  if (value.length < minimumLength) throw new Error(`${name} must have at least ${minimumLength} characters`);
  return value;
};

/**
 * Secrets from the environment alone (TELEPHONY_SHARED_SECRET, TELEPHONY_ACD_KEY); undefined without a shared
 * secret. An unset ACD key is derived from the shared secret, as before the key had a variable of its own, so a
 * harness that knows the secret can still call the internal routes.
 */
export function secretsFromEnv(env: Env): TelephonySecrets | undefined {
  const shared = env.TELEPHONY_SHARED_SECRET;
  if (!shared) return undefined;
  const sharedSecret = checked('TELEPHONY_SHARED_SECRET', shared);
  const acdKey = env.TELEPHONY_ACD_KEY
    ? checked('TELEPHONY_ACD_KEY', env.TELEPHONY_ACD_KEY)
    : derivedAcdKey(sharedSecret);
  return { sharedSecret, acdKey, source: 'environment' };
}

type Stored = { sharedSecret: string; acdKey: string };

const readStored = (path: string): Stored => {
  // Whoever could loosen it could have read it already; this only repairs a copy or a restore that lost the mode.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Stored>;
  if (typeof parsed.sharedSecret !== 'string' || typeof parsed.acdKey !== 'string')
    throw new Error(`${path} is damaged: remove it to generate new telephony secrets`);
  return {
    sharedSecret: checked(`sharedSecret in ${path}`, parsed.sharedSecret),
    acdKey: checked(`acdKey in ${path}`, parsed.acdKey),
  };
};

/**
 * The telephony secrets of this installation: the environment's when set (TELEPHONY_ACD_KEY alone overrides
 * only the key), else the data directory's file, written on the first start with fresh random values (mode
 * 0600). Written to a private temporary name and linked into place, so two starts racing on one directory both
 * end with the same, complete file.
 */
export function loadTelephonySecrets(env: Env, dataDir: string): TelephonySecrets {
  const fromEnv = secretsFromEnv(env);
  if (fromEnv) return fromEnv;
  const path = join(dataDir, secretsFileName);
  let stored: Stored;
  let source: TelephonySecrets['source'] = 'data directory';
  try {
    stored = readStored(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const temporary = `${path}.${process.pid}.${randomSecret().slice(0, 8)}`;
    const fresh: Stored = { sharedSecret: randomSecret(), acdKey: randomSecret() };
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(temporary, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      throw new Error(
        `cannot write the telephony secrets to ${path} (${(writeError as Error).message}): ` +
          'make DATA_DIR writable or set TELEPHONY_SHARED_SECRET',
        { cause: writeError },
      );
    }
    try {
      linkSync(temporary, path);
      source = 'generated';
    } catch (linkError) {
      if ((linkError as NodeJS.ErrnoException).code !== 'EEXIST') throw linkError;
    } finally {
      rmSync(temporary, { force: true });
    }
    stored = readStored(path);
  }
  const acdKey = env.TELEPHONY_ACD_KEY ? checked('TELEPHONY_ACD_KEY', env.TELEPHONY_ACD_KEY) : stored.acdKey;
  return { sharedSecret: stored.sharedSecret, acdKey, source };
}
