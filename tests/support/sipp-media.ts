import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionLog, sippRun, type SippRun } from './sipp';

export type { SippRun };

/**
 * Issue 35's SIPp runners (the media relay: telephony-media.spec.ts and bench --only=media), beside sipp.ts so
 * that neither file grows past its limit; their scenarios are tests/support/sipp/media-*.xml.
 */
const scenarios = fileURLToPath(new URL('./sipp/', import.meta.url));

/**
 * SIPp as a plain SIP phone or trunk calling `number` through the listener at `target` (host:port) over UDP,
 * without credentials, with PCMU + telephone-event media at `rtp` (the test's own socket, see rtp-peer.ts). One
 * call; it ends when the far end hangs up.
 */
export const mediaCaller = (options: {
  target: string;
  number: string;
  callerId: string;
  rtp: { address: string; port: number };
  localPort: number;
}): SippRun =>
  sippRun('sipp-media-', () => [
    ...[options.target, '-sf', join(scenarios, 'media-uac.xml'), '-s', options.number],
    ...['-key', 'caller', options.callerId],
    ...['-key', 'rtp_ip', options.rtp.address, '-key', 'rtp_port', String(options.rtp.port)],
    ...['-t', 'u1', '-i', '127.0.0.1', '-p', String(options.localPort), '-m', '1', '-l', '1'],
    ...['-timeout', '180s', '-timeout_error'],
  ]);

/**
 * SIPp as a plain SIP phone: registers `ext` over UDP at `target` with the extension's ephemeral credentials
 * (media-register.xml), then answers one call on the same port with PCMU + telephone-event media at `rtp`, the
 * test's own socket (media-uas.xml); it ends when the caller hangs up. Resolves once registered.
 */
export async function mediaPhone(options: {
  target: string;
  ext: string;
  domain: string;
  user: string;
  password: string;
  rtp: { address: string; port: number };
  localPort: number;
}): Promise<SippRun> {
  const common = [
    ...[options.target, '-t', 'u1', '-i', '127.0.0.1', '-p', String(options.localPort), '-m', '1'],
    ...['-key', 'ext', options.ext, '-key', 'domain', options.domain],
  ];
  const registration = sippRun('sipp-register-', () => [
    ...common,
    ...['-sf', join(scenarios, 'media-register.xml'), '-timeout', '20s', '-timeout_error'],
    ...['-au', options.user, '-ap', options.password],
  ]);
  const registered = await registration.done;
  if (registered.code !== 0) throw new Error(`SIPp did not register ${options.ext}: ${registered.output}`);
  return sippRun('sipp-phone-', () => [
    ...common,
    ...['-sf', join(scenarios, 'media-uas.xml'), '-timeout', '180s', '-timeout_error'],
    ...['-key', 'rtp_ip', options.rtp.address, '-key', 'rtp_port', String(options.rtp.port)],
  ]);
}

/**
 * The media bench: `calls` trunk calls to `number` at once (SIPp at 10 calls/s), each held `holdMs` with RTP
 * echoed by SIPp from `mediaAddress` (its media port is `mediaPort`), then hung up.
 */
export const mediaHoldCalls = (options: {
  target: string;
  number: string;
  calls: number;
  holdMs: number;
  mediaAddress: string;
  mediaPort: number;
  localPort: number;
}): SippRun =>
  sippRun('sipp-hold-', () => [
    ...[options.target, '-sf', join(scenarios, 'media-hold-uac.xml'), '-s', options.number],
    ...['-t', 'u1', '-i', '127.0.0.1', '-p', String(options.localPort)],
    ...['-mi', options.mediaAddress, '-mp', String(options.mediaPort), '-rtp_echo'],
    ...['-m', String(options.calls), '-l', String(options.calls), '-r', '10', '-d', String(options.holdMs)],
    ...['-timeout', `${Math.ceil(options.holdMs / 1000) + 120}s`],
  ]);

/** A trunk's INVITE without credentials to `number` over UDP: let in (480, nobody there) or challenged (407). */
export async function trunkProbe(target: string, number: string): Promise<'reached' | 'challenged' | null> {
  const run = sippRun(
    'sipp-probe-',
    (dir) => [
      ...[target, '-sf', join(scenarios, 'media-trunk-probe.xml'), '-s', number],
      ...['-t', 'u1', '-i', '127.0.0.1', '-m', '1', '-timeout', '15s', '-timeout_error'],
      ...['-trace_logs', '-log_file', join(dir, 'actions.log')],
    ],
    { read: actionLog },
  );
  const { log } = await run.done;
  return (/outcome=(reached|challenged)/.exec(log)?.[1] as 'reached' | 'challenged' | undefined) ?? null;
}
