import { developmentSharedSecret, loadTelephonyConfig } from '../domain/telephony/config';
import { startKamailio } from './kamailio-process';

/**
 * `npm run telephony` (optional: `npm start` starts the same server itself): the SIP server on the port of
 * TELEPHONY_WS_URL (default 8088) with the service's shared secret, in the foreground until Ctrl+C, for one that
 * outlives service restarts. `npm start` with the same TELEPHONY_* variables finds the port taken and uses it.
 */
const config = loadTelephonyConfig(process.env);
const port = Number(new URL(config.wsUri).port || 8088);
const kamailio = await startKamailio({
  port,
  secret: config.sharedSecret,
  sipDomain: config.sipDomain,
  log: (line) => process.stderr.write(line),
});
console.log(`Kamailio: SIP over WebSocket at ${kamailio.wsUrl}, domain ${config.sipDomain}`);
if (config.sharedSecret === developmentSharedSecret)
  console.log('Using the development shared secret: set TELEPHONY_SHARED_SECRET for anything but a demo.');
const stop = () => void kamailio.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
