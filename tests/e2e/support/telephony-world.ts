import { randomBytes } from 'node:crypto';
import { startKamailio, type RunningKamailio } from '../../../server/telephony/kamailio-process';
import { startServer, type RunningServer } from './server';

export type TelephonyWorld = { kamailio: RunningKamailio; server: RunningServer; secret: string };

/** A Kamailio on a free port and a service of its own pointing at it, with short retry timers. */
export async function startTelephonyWorld(sipDomain: string): Promise<TelephonyWorld> {
  const secret = randomBytes(24).toString('hex');
  const kamailio = await startKamailio({ secret, sipDomain });
  const server = await startServer({
    env: {
      TELEPHONY_WS_URL: kamailio.wsUrl,
      TELEPHONY_SIP_DOMAIN: sipDomain,
      TELEPHONY_SHARED_SECRET: secret,
      TELEPHONY_RETRY_INTERVAL_MS: '1000',
      TELEPHONY_RETRY_LIMIT_MS: '60000',
    },
  });
  return { kamailio, server, secret };
}
