import { describe, expect, it } from 'vitest';
import {
  callClock,
  testCallerStatus,
  type TestCallerStatusInput,
} from '../../../src/rules/test-caller-status';

const base: TestCallerStatusInput = {
  state: 'idle',
  dialled: '1003',
  answeredBy: 'Naledi Mokoena (1003)',
  answeredAt: null,
  endedAt: null,
  endCause: null,
  failure: null,
  digitsSent: '',
};

describe('test caller status line', () => {
  it.each<[Partial<TestCallerStatusInput>, string]>([
    [{ state: 'idle' }, 'Not connected. Connect to place test calls.'],
    [{ state: 'connecting' }, 'Connecting the test caller…'],
    [{ state: 'ready' }, 'Ready to call.'],
    [{ state: 'dialing' }, 'Calling 1003…'],
    [{ state: 'ringing' }, 'Ringing 1003…'],
    [{ state: 'inCall', answeredAt: 0 }, 'In call with Naledi Mokoena (1003)'],
    [
      { state: 'inCall', answeredAt: 0, digitsSent: '12#' },
      'In call with Naledi Mokoena (1003). Digits sent: 12#',
    ],
    [
      { state: 'ended', answeredAt: 1000, endedAt: 66_000, digitsSent: '5' },
      'Call ended after 01:05, answered by Naledi Mokoena (1003). Digits sent: 5.',
    ],
    [
      { state: 'ended', answeredBy: null, endCause: 'Unavailable' },
      'Call to 1003 ended: not answered (Unavailable).',
    ],
    [
      { state: 'failed', failure: 'No SIP server at ws://127.0.0.1:5066' },
      'Test caller unavailable: No SIP server at ws://127.0.0.1:5066. Check that the SIP server runs, then connect again.',
    ],
  ])('%o → %s', (input, text) => {
    expect(testCallerStatus({ ...base, ...input })).toBe(text);
  });

  it('shows minutes and seconds, never negative', () => {
    expect(callClock(0)).toBe('00:00');
    expect(callClock(61_999)).toBe('01:01');
    expect(callClock(-5)).toBe('00:00');
  });
});
