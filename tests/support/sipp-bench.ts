import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sippRun, type SipCaller, type SippRun } from './sipp';

/** The bench's SIPp (3.6.1) caller against a Kamailio's TCP socket: INVITE → ringing timings. */
const scenarios = fileURLToPath(new URL('./sipp/', import.meta.url));

/** One INVITE as SIPp's -trace_msg log has it: when it went (ms since the epoch) and its CSeq number. */
export type SentInvite = { at: number; cseq: number };

/**
 * The INVITEs in a -trace_msg log. Each message follows a dashed line with SIPp's wall-clock time (local time; the
 * runner runs SIPp in UTC), so the times are on the same clock as a browser's Date.now(). SIPp logs a message just
 * after writing it: on a busy machine a logged time can lag the write by a scheduling slice, never lead it.
 */
export function sentInvites(log: string): SentInvite[] {
  const invites: SentInvite[] = [];
  const blocks = log.split(/^-{20,} (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s*$/m);
  for (let i = 1; i + 2 < blocks.length; i += 3) {
    const [date, time, body] = [blocks[i], blocks[i + 1], blocks[i + 2]] as [string, string, string];
    if (!/message sent/.test(body) || !/^\s*INVITE /m.test(body)) continue;
    const cseq = Number(/^\s*CSeq:\s*(\d+)\s+INVITE/im.exec(body)?.[1] ?? NaN);
    // Date.parse keeps milliseconds only: the microseconds are added back by hand.
    const [whole, fraction = '0'] = time.split('.') as [string, string?];
    invites.push({ at: Date.parse(`${date}T${whole}Z`) + Number(`0.${fraction}`) * 1000, cseq });
  }
  return invites;
}

/**
 * Issue 35 bench: `calls` calls one after another (-l 1) from `caller` to the extension `number`, each cancelled
 * `pauseMs` after the agent's phone rings (tests/support/sipp/bench-ring.xml), over TCP on Kamailio's socket with
 * ephemeral credentials the bench computed (`user` is "<expiry>:<caller>").
 */
export const benchRingCalls = (
  options: SipCaller & { calls: number; pauseMs?: number; timeoutSeconds?: number },
): SippRun<{ invites: SentInvite[] }> =>
  sippRun(
    'sipp-bench-',
    (dir) => [
      `127.0.0.1:${options.port}`,
      ...['-sf', join(scenarios, 'bench-ring.xml'), '-s', options.number],
      ...['-key', 'domain', options.domain, '-key', 'caller', options.caller],
      ...['-au', options.user, '-ap', options.password],
      ...['-t', 't1', '-i', '127.0.0.1', '-p', String(options.localPort), '-mp', String(options.mediaPort)],
      ...['-m', String(options.calls), '-l', '1', '-r', '1000', '-d', String(options.pauseMs ?? 300)],
      ...['-trace_msg', '-message_file', join(dir, 'messages.log')],
      ...['-timeout', `${options.timeoutSeconds ?? 120}s`, '-timeout_error'],
    ],
    {
      // SIPp's log times are local time: in UTC they read as the browser's Date.now() does.
      env: { ...process.env, TZ: 'UTC' },
      read: (dir) => {
        try {
          return { invites: sentInvites(readFileSync(join(dir, 'messages.log'), 'utf8')) };
        } catch {
          return { invites: [] }; // no log: SIPp did not start; its output says why
        }
      },
    },
  );
