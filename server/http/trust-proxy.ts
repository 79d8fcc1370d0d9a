import { isIP } from 'node:net';

/**
 * TRUST_PROXY as the service reads it: off, the number of reverse proxies in front of the service, or the
 * proxies' own addresses. It decides request.ip (sign-in throttling, audit) and whether X-Forwarded-Proto counts.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const addressNames = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (addressNames.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  // "true" once meant "trust every hop": then the left-most X-Forwarded-For entry, which the client writes, became
  // the address. Read as one proxy, the entry that proxy appended.
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim());
  const bad = addresses.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be a number of proxies (1) or the proxies' addresses (10.0.0.5,10.1.0.0/16,loopback), got "${bad}"`,
    );
  return { addresses };
}

type FastifyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's option for the setting. A hop count becomes a function: Fastify's own number form ignores
 * X-Forwarded-Proto altogether, and the service needs it for the Secure cookie and HSTS behind a TLS proxy.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrust {
  if (!setting) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    // Hop 0 is the connection's own peer (the nearest proxy); the client is the first address not trusted.
    return (_address, hop) => hop < hops;
  }
  return setting.addresses;
}
