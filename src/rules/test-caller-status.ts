/** What the test caller's status line needs to know; the machine's state and context, narrowed. */
export type TestCallerStatusInput = {
  state: 'idle' | 'connecting' | 'ready' | 'dialing' | 'ringing' | 'inCall' | 'ended' | 'failed';
  dialled: string | null;
  answeredBy: string | null;
  answeredAt: number | null;
  endedAt: number | null;
  endCause: string | null;
  failure: string | null;
  digitsSent: string;
};

/** m:ss of a call, from the moment it was answered. */
export const callClock = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The sentence the status line reads out (role=status): one per state, with what a trainer needs to check. */
export function testCallerStatus(s: TestCallerStatusInput): string {
  switch (s.state) {
    case 'idle':
      return 'Not connected. Connect to place test calls.';
    case 'connecting':
      return 'Connecting the test caller…';
    case 'ready':
      return 'Ready to call.';
    case 'dialing':
      return `Calling ${s.dialled ?? ''}…`;
    case 'ringing':
      return `Ringing ${s.dialled ?? ''}…`;
    case 'inCall':
      return `In call with ${s.answeredBy ?? s.dialled ?? ''}${s.digitsSent ? `. Digits sent: ${s.digitsSent}` : ''}`;
    case 'ended': {
      if (s.answeredAt === null)
        return `Call to ${s.dialled ?? ''} ended: not answered (${s.endCause ?? 'no reason'}).`;
      const duration = callClock((s.endedAt ?? s.answeredAt) - s.answeredAt);
      const digits = s.digitsSent ? ` Digits sent: ${s.digitsSent}.` : '';
      return `Call ended after ${duration}, answered by ${s.answeredBy ?? s.dialled ?? ''}.${digits}`;
    }
    case 'failed':
      // Say what to do, not only what went wrong: the usual cause is a SIP server that is not running.
      return `Test caller unavailable: ${s.failure ?? 'unknown reason'}. Check that the SIP server runs, then connect again.`;
  }
}
