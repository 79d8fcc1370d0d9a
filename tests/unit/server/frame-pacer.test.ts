import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameMs, paceFrames } from '../../../server/telephony/media/frame-pacer';

// The timer is faked and the clock is the test's: a tick that comes late is a clock that moved on further.
let clock = 0;
const now = () => clock;
const tickAfter = (ms: number) => {
  clock += ms;
  vi.advanceTimersByTime(frameMs);
};

beforeEach(() => {
  clock = 0;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('RTP frames paced by the clock', () => {
  it('sends every frame due since the start when a tick comes late, at most ten at once', () => {
    let sent = 0;
    const pacer = paceFrames(() => (sent += 1) > 0, true, now);
    expect(sent).toBe(1); // the first frame at once
    tickAfter(20);
    expect(sent).toBe(2);
    tickAfter(100); // a 100 ms stall: the five frames of that time, not one
    expect(sent).toBe(7);
    tickAfter(1000); // a stall of a second is made good in bursts of ten
    expect(sent).toBe(17);
    tickAfter(20);
    expect(sent).toBe(27);
    pacer.stop();
    tickAfter(20);
    expect(sent).toBe(27);
  });

  it('waits a frame before the first when asked, and stops when there is nothing more to send', () => {
    let left = 3;
    let sent = 0;
    paceFrames(() => (sent += 1) > 0 && (left -= 1) > 0, false, now);
    expect(sent).toBe(0);
    tickAfter(200);
    expect(sent).toBe(3);
    tickAfter(20);
    expect(sent).toBe(3);
  });
});
