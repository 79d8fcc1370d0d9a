import { loadTelephonyConfig, type TelephonyConfig } from '../domain/telephony/config';
import { setSipServerState } from '../domain/telephony/sip-probe';
import { decideEmbeddedSip } from './embedded-sip';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  accepts,
  kamailioInstalled,
  kamailioModulesDir,
  startKamailio,
  type KamailioRun,
} from './kamailio-process';
import {
  defaultMediaAddress,
  freeUdpPort,
  portRange,
  randomPortRange,
  rtpengineInstalled,
  startRtpengine,
} from './rtpengine-process';
import { supervise, type Supervised } from './supervise';
import { trunkOptions } from './trunks';

type Env = Record<string, string | undefined>;

/**
 * Where this service's queue routing answers Kamailio: on loopback, since the internal calls are refused from
 * anywhere else. A service bound to one other address cannot be reached there, so it gets no queue routing.
 */
export function acdTarget(env: Env, key: string): { url: string; key: string } | undefined {
  const host = env.HOST || '0.0.0.0';
  if (!['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host)) return undefined;
  // '/api' is app.ts's apiPrefix, written out: importing app.ts here would load the whole app before the store.
  return { url: `http://127.0.0.1:${env.PORT || '5000'}/api`, key };
}

/** The embedded SIP server under supervision: restarted after a crash, its state on the dock's status. */
export type EmbeddedSip = Supervised<KamailioRun>;

/**
 * `npm start`'s own SIP server: Kamailio from kamailio.cfg on the port of TELEPHONY_WS_URL, with the service's
 * secrets and domain, so an agent can log in to telephony with no second step; supervised (supervise.ts), its
 * output in the service log after "kamailio: ". Never fails the start: without it the product still runs, and
 * the dock says that no SIP server answers. Resolves to null when none was started.
 */
export async function startEmbeddedSip(
  env: Env,
  log: (line: string) => void,
  config: TelephonyConfig = loadTelephonyConfig(env),
  /** The queues' voicemail and callback endpoint's UDP port on loopback (issue 39); 0: none. */
  overflowPort = 0,
): Promise<EmbeddedSip | null> {
  const decision = decideEmbeddedSip({ env, kamailioInstalled: kamailioInstalled() });
  if (!decision.start) {
    if (decision.notice)
      log(`No embedded SIP server: ${decision.reason}. Telephony expects ${config.wsUri}.`);
    return null;
  }
  // `npm run telephony` (or another product instance) may already serve this port: use it, do not fight for it.
  if (await accepts(decision.port)) {
    log(`SIP server: port ${decision.port} is already in use, using the server there (${config.wsUri})`);
    return null;
  }
  try {
    let acd = acdTarget(env, config.acdKey);
    // A machine set up before queue routing may lack http_client: calls between extensions still work without it.
    if (acd && !existsSync(join(kamailioModulesDir(), 'http_client.so'))) {
      log(
        'Queue routing is off: Kamailio has no http_client module (apt-get install kamailio-utils-modules)',
      );
      acd = undefined;
    }
    const trunks = trunkOptions(env);
    // The media relay for plain RTP phones and trunks (issue 35): before Kamailio, whose module pings it at start.
    // Supervised like Kamailio; a restart keeps the control port and media range Kamailio and the SDP know.
    const media =
      rtpengineInstalled() && env.TELEPHONY_RTPENGINE !== 'off' ? await superviseMedia(env, log) : null;
    const mediaDefines: Record<string, string> = media ? { RTPENGINE_SOCK: media.ngSocket } : {};
    const options = {
      port: decision.port,
      secret: config.sharedSecret,
      sipDomain: config.sipDomain,
      acd,
      sipListen: trunks.sipListen,
      defines: {
        ...trunks.defines,
        ...mediaDefines,
        ...(acd && overflowPort > 0 ? { MEDIA_ENDPOINT: `127.0.0.1:${overflowPort}` } : {}),
      },
    };
    const kamailio = await supervise({
      start: (childLog) => startKamailio({ ...options, log: childLog }),
      prefix: 'kamailio: ',
      log,
      onState: setSipServerState,
    }).catch(async (error: unknown) => {
      await media?.relay.stop();
      throw error;
    });
    setSipServerState('running');
    log(
      `SIP server: Kamailio at ws://127.0.0.1:${decision.port}, domain ${config.sipDomain}${secretsNote(config)}`,
    );
    if (!media) return kamailio;
    log(`Media relay: rtpengine, media address ${media.mediaAddress}, control ${media.ngSocket}`);
    return { ...kamailio, stop: () => kamailio.stop().finally(() => media.relay.stop()) };
  } catch (error) {
    setSipServerState('down');
    log(`No embedded SIP server: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Where the secrets came from, never their values: an operator checks that two processes share them. */
const secretsNote = (config: TelephonyConfig): string =>
  config.secretsSource === 'this process only'
    ? ' (secrets of this process only: set TELEPHONY_SHARED_SECRET or start with a data directory)'
    : ` (secrets: ${config.secretsSource})`;

/** rtpengine under supervise(): its control socket and media address, kept across restarts, and the relay. */
async function superviseMedia(env: Env, log: (line: string) => void) {
  const range = portRange(env.TELEPHONY_RTP_PORTS);
  const fixed = {
    // Chosen once: a restarted relay must offer the address the running calls' SDP already names.
    mediaAddress: env.TELEPHONY_MEDIA_ADDRESS || defaultMediaAddress(),
    ngPort: await freeUdpPort(),
    portMin: range?.portMin ?? randomPortRange(range?.portCount ?? 200),
    portCount: range?.portCount ?? 200,
  };
  const relay = await supervise({
    start: (childLog) => startRtpengine({ ...fixed, log: childLog }),
    prefix: 'rtpengine: ',
    log,
  });
  return { relay, ngSocket: `udp:127.0.0.1:${fixed.ngPort}`, mediaAddress: fixed.mediaAddress };
}
