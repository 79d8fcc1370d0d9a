import { describe, expect, it } from 'vitest';
import { loadTelephonyConfig } from '../../../server/domain/telephony/config';
import { afterWrapUp, countdownText, isTransferTarget, wrapUpSecondsOf } from '../../../src/rules/telephony';

const lunch = { code: 'LUNCH', reason: 'Lunch' };

describe('afterWrapUp: where a call ends up', () => {
  it.each([
    ['nothing asked, inbound or from Ready', null, null, 'ready'],
    ['Not ready asked for', { kind: 'pause', code: 'TRAINING' }, null, 'pausing'],
    [
      'Not ready asked for during an outbound call from Lunch',
      { kind: 'pause', code: 'TRAINING' },
      lunch,
      'pausing',
    ],
    ['queue logout asked for', { kind: 'queueLogout' }, lunch, 'queueLogout'],
    ['outbound call placed on Lunch, nothing asked', null, lunch, 'notReady'],
    ['outbound call placed on Lunch, Ready asked', { kind: 'ready' }, lunch, 'becomingReady'],
    ['Ready asked during an inbound call', { kind: 'ready' }, null, 'ready'],
  ] as const)('%s → %s', (_name, pending, back, next) => {
    expect(afterWrapUp(pending, back)).toBe(next);
  });
});

describe('after-call work timing and transfer targets', () => {
  it('takes the routed call’s duration over the tenant’s, and never a negative one', () => {
    expect(wrapUpSecondsOf(25, 10)).toBe(25);
    expect(wrapUpSecondsOf(null, 10)).toBe(10);
    expect(wrapUpSecondsOf(0, 10)).toBe(0);
    expect(wrapUpSecondsOf(null, undefined)).toBe(0);
    expect(wrapUpSecondsOf(-3, 10)).toBe(0);
  });

  it('shows the countdown as m:ss, rounding up so 0:00 is the end', () => {
    expect(countdownText(25_000)).toBe('0:25');
    expect(countdownText(24_100)).toBe('0:25');
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(-10)).toBe('0:00');
  });

  it('accepts extensions and queue numbers, not names', () => {
    expect(isTransferTarget('1004')).toBe(true);
    expect(isTransferTarget(' 600 ')).toBe(true);
    expect(isTransferTarget('Thandi')).toBe(false);
    expect(isTransferTarget('1')).toBe(false);
  });

  it('reads TELEPHONY_WRAP_UP_SECONDS (default 0, 0 allowed, negatives refused)', () => {
    expect(loadTelephonyConfig({}).timers.wrap_up_seconds).toBe(0);
    expect(loadTelephonyConfig({ TELEPHONY_WRAP_UP_SECONDS: '30' }).timers.wrap_up_seconds).toBe(30);
    expect(loadTelephonyConfig({ TELEPHONY_WRAP_UP_SECONDS: '0' }).timers.wrap_up_seconds).toBe(0);
    expect(() => loadTelephonyConfig({ TELEPHONY_WRAP_UP_SECONDS: '-5' })).toThrow(
      /TELEPHONY_WRAP_UP_SECONDS/,
    );
  });
});
