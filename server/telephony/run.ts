import { resolve } from 'node:path';
import { loadTelephonyConfig } from '../domain/telephony/config';
import { loadTelephonySecrets } from '../domain/telephony/secrets';
import { startKamailio } from './kamailio-process';

/**
 * `npm run telephony` (optional: `npm start` starts the same server itself): the SIP server on the port of
 * TELEPHONY_WS_URL (default 8088) with the service's secrets, in the foreground until Ctrl+C, for one that
 * outlives service restarts. The secrets come from the same place as the service's (TELEPHONY_SHARED_SECRET, or
 * the DATA_DIR's file), so `npm start` with the same variables finds the port taken and uses it.
 */
const env = process.env;
const config = loadTelephonyConfig(env, loadTelephonySecrets(env, resolve(env.DATA_DIR || './data')));
const port = Number(new URL(config.wsUri).port || 8088);
const kamailio = await startKamailio({
  port,
  secret: config.sharedSecret,
  sipDomain: config.sipDomain,
  log: (line) => process.stderr.write(`kamailio: ${line}\n`),
});
console.log(
  `Kamailio: SIP over WebSocket at ${kamailio.wsUrl}, domain ${config.sipDomain} (secrets: ${config.secretsSource})`,
);
const stop = () => void kamailio.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
