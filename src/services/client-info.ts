import { serviceConfig } from './service-config';

/** The info header of spec §7: current url, IP and device. The IP comes from a background lookup that never
 * delays or fails a call: until it answers (or when it cannot), the header says 'unknown'. */
let ip = 'unknown';
let lookupStarted = false;

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export const deviceTypeFor = (width: number): DeviceType =>
  width <= 767 ? 'mobile' : width <= 1024 ? 'tablet' : 'desktop';

export const startIpLookup = (url: string = serviceConfig.ipLookupUrl): void => {
  if (lookupStarted || !url) return;
  lookupStarted = true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), serviceConfig.ipLookupTimeoutMs);
  fetch(url, { signal: controller.signal, credentials: 'same-origin' })
    .then((r) => r.json() as Promise<{ data?: { ip?: unknown }; ip?: unknown }>)
    .then((body) => {
      const found = body.data?.ip ?? body.ip;
      if (typeof found === 'string' && found) ip = found;
    })
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
};

/** Header values must be Latin-1, so the JSON is percent-encoded where it is not plain ASCII. */
export const clientInfoHeader = (): string => {
  const info = {
    url: typeof location === 'undefined' ? '' : location.href,
    ip,
    device: deviceTypeFor(typeof window === 'undefined' ? 1280 : window.innerWidth),
  };
  return JSON.stringify(info).replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
};
