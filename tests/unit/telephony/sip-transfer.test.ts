import type { RTCSession } from 'jssip/lib/RTCSession';
import { describe, expect, it } from 'vitest';
import type { SipEvent } from '../../../src/contracts/telephony/types';
import { referCall } from '../../../src/services/telephony/sip-transfer';

type Handlers = Record<string, (e?: unknown) => void>;

/** A call that records its REFER's handlers, so a test plays the far end's answers to them (202, NOTIFYs). */
const referring = (consult: boolean) => {
  let handlers: Handlers = {};
  const session = {
    refer: (_target: string, options: { eventHandlers: Handlers }) => {
      handlers = options.eventHandlers;
    },
  } as unknown as RTCSession;
  const reports: SipEvent[] = [];
  let hungUp = 0;
  referCall(
    session,
    'sip:5002@e2e.local',
    (e) => reports.push(e),
    consult ? ({} as RTCSession) : null,
    () => (hungUp += 1),
  );
  const notify = (status: number) =>
    handlers[status < 200 ? 'progress' : status < 300 ? 'accepted' : 'failed']?.({
      status_line: { status_code: status },
    });
  return { handlers, reports, notify, hungUp: () => hungUp };
};

// Issue 35: a blind transfer to a queue gets NOTIFY 182 Queued and no 200 while the caller waits there.
describe('referCall: what the far end answers a REFER', () => {
  it('blind: 202, then the target ringing or queueing the caller, is the transfer done', () => {
    const far = referring(false);
    far.handlers.requestSucceeded?.();
    far.notify(100);
    expect(far.reports).toEqual([{ type: 'sip.transferAccepted' }]);
    far.notify(182);
    expect(far.reports.at(-1)).toEqual({ type: 'sip.transferred' });
    expect(far.hungUp()).toBe(1);
    // The 200 when an agent there answers changes nothing more.
    far.notify(200);
    expect(far.reports).toHaveLength(2);
    expect(far.hungUp()).toBe(1);
  });

  it('blind: a final failure before anything else fails the transfer', () => {
    const far = referring(false);
    far.handlers.requestSucceeded?.();
    far.notify(486);
    expect(far.reports.at(-1)).toEqual({ type: 'sip.transferFailed', reason: 'SIP 486' });
    far.notify(200);
    expect(far.reports).toHaveLength(2);
    expect(far.hungUp()).toBe(0);
  });

  it('warm: ringing is not enough, the target taking the call (200) is', () => {
    const far = referring(true);
    far.notify(180);
    expect(far.reports).toEqual([]);
    far.notify(200);
    expect(far.reports).toEqual([{ type: 'sip.transferred' }]);
    expect(far.hungUp()).toBe(1);
  });

  it('a refused REFER says why', () => {
    const far = referring(false);
    far.handlers.requestFailed?.({ response: { status_code: 603 } });
    expect(far.reports).toEqual([{ type: 'sip.transferFailed', reason: 'SIP 603' }]);
  });
});
