import { test as base } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startKamailio, type RunningKamailio } from '../../../server/telephony/kamailio-process';
import { freePort, startServer, type RunningServer } from './server';

export type TelephonyWorld = { kamailio: RunningKamailio; server: RunningServer; secret: string };

const timers = { TELEPHONY_RETRY_INTERVAL_MS: '1000', TELEPHONY_RETRY_LIMIT_MS: '60000' };

/**
 * A service with a SIP server of its own and short retry timers. By default the test starts Kamailio itself (so a
 * test can kill and restart it); `embedded` leaves it to the service, as `npm start` does, and the service stops it.
 */
export async function startTelephonyWorld(
  sipDomain: string,
  options: { embedded?: boolean } = {},
): Promise<TelephonyWorld> {
  const secret = randomBytes(24).toString('hex');
  const env = { TELEPHONY_SIP_DOMAIN: sipDomain, TELEPHONY_SHARED_SECRET: secret, ...timers };
  if (options.embedded) {
    const port = await freePort();
    const wsUrl = `ws://127.0.0.1:${port}`;
    const server = await startServer({
      env: { ...env, TELEPHONY_EMBEDDED_SIP: 'on', TELEPHONY_WS_URL: wsUrl },
    });
    const kamailio: RunningKamailio = {
      port,
      wsUrl,
      stop: async () => {}, // the service stops its own with itself
      kill: () =>
        Promise.reject(new Error('The service owns this Kamailio: start the world without embedded')),
    };
    return { kamailio, server, secret };
  }
  const kamailio = await startKamailio({ secret, sipDomain });
  const server = await startServer({ env: { ...env, TELEPHONY_WS_URL: kamailio.wsUrl } });
  return { kamailio, server, secret };
}

/** Playwright's test with a `world` of its own per test (started before it, stopped after it). */
export const telephonyTest = (sipDomain: string, options: { embedded?: boolean } = {}) =>
  base.extend<{ world: TelephonyWorld }>({
    world: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const world = await startTelephonyWorld(sipDomain, options);
        await provide(world);
        await world.server.stop();
        await world.kamailio.stop();
      },
      { timeout: 150_000 },
    ],
  });
