import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sippRun, type SippRun } from './sipp';

const scenarios = fileURLToPath(new URL('./sipp/', import.meta.url));

/**
 * Issue 39: a trunk caller of a queue (UDP, no credentials, PCMU + telephone-event at the test's own `rtp` socket)
 * who, once answered, speaks `speakMs` and hangs up (overflow-hangup-uac.xml); or, without speakMs, waits for the
 * far end to hang up (media-uac.xml), as after pressing 1 for a callback; or, with cancelAfterMs, hangs up while
 * still queued (queue-wait-cancel-uac.xml).
 */
export const overflowCaller = (options: {
  target: string;
  number: string;
  callerId: string;
  rtp: { address: string; port: number };
  localPort: number;
  speakMs?: number;
  /** Instead (issue 39's waiting music): hang up this long after being queued, still waiting (CANCEL). */
  cancelAfterMs?: number;
}): SippRun =>
  sippRun('sipp-overflow-', () => [
    options.target,
    '-sf',
    join(
      scenarios,
      options.cancelAfterMs !== undefined
        ? 'queue-wait-cancel-uac.xml'
        : options.speakMs === undefined
          ? 'media-uac.xml'
          : 'overflow-hangup-uac.xml',
    ),
    ...['-s', options.number, '-key', 'caller', options.callerId],
    ...((options.cancelAfterMs ?? options.speakMs) === undefined
      ? []
      : ['-d', String(options.cancelAfterMs ?? options.speakMs)]),
    ...['-key', 'rtp_ip', options.rtp.address, '-key', 'rtp_port', String(options.rtp.port)],
    ...['-t', 'u1', '-i', '127.0.0.1', '-p', String(options.localPort), '-m', '1', '-l', '1'],
    ...['-timeout', '60s', '-timeout_error'],
  ]);
