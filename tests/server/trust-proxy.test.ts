import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { fastifyTrustProxy } from '../../server/http/trust-proxy';

const trustProxyOf = (value: string) =>
  loadConfig({ TRUST_PROXY: value, DATA_DIR: '/nonexistent' }).trustProxy;

describe('TRUST_PROXY', () => {
  it('reads off, a number of proxies, or the proxies\u2019 addresses', () => {
    for (const off of ['', '0', 'false']) expect(trustProxyOf(off)).toBe(false);
    expect(trustProxyOf('1')).toEqual({ hops: 1 });
    expect(trustProxyOf('true')).toEqual({ hops: 1 }); // never "every hop": the client writes the left-most entry
    expect(trustProxyOf('2')).toEqual({ hops: 2 });
    expect(trustProxyOf('10.0.0.5, 10.1.0.0/16,loopback,::1')).toEqual({
      addresses: ['10.0.0.5', '10.1.0.0/16', 'loopback', '::1'],
    });
  });

  it('a hop count trusts exactly that many proxies, the nearest first', () => {
    const trust = fastifyTrustProxy({ hops: 2 });
    if (typeof trust !== 'function') throw new Error('a hop count should become a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses a value it cannot read, at start-up, naming it', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com'])
      expect(() => trustProxyOf(bad)).toThrow(/^TRUST_PROXY must be a number of proxies/);
  });
});
