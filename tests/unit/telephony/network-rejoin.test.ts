import { EventEmitter } from 'node:events';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { UA } from 'jssip/lib/UA';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCall, reopenSocket, watchNetwork } from '../../../src/services/telephony/network-rejoin';

/** A JsSIP user agent and call reduced to what the rejoin uses: events, register, renegotiate, the socket. */
const fakes = (renegotiate: (done: () => void) => boolean) => {
  const transport = { connected: false, disconnect: vi.fn(), connect: vi.fn(), isConnected: () => false };
  transport.isConnected = () => transport.connected;
  const ua = Object.assign(new EventEmitter(), { register: vi.fn(), transport });
  const offers: unknown[] = [];
  const session = Object.assign(new EventEmitter(), {
    renegotiate: (options: unknown, done: () => void) => (offers.push(options), renegotiate(done)),
  });
  return {
    ua,
    session,
    offers,
    transport,
    asUa: ua as unknown as UA,
    asSession: session as unknown as RTCSession,
  };
};

describe('keepCall: a call through a lost socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('socket back: registers again and re-offers with an ICE restart; the call is kept', () => {
    const f = fakes((done) => (done(), true));
    const on = { settled: vi.fn(), lost: vi.fn() };
    keepCall(f.asUa, f.asSession, on, 1000);
    expect(f.transport.connect).toHaveBeenCalled();
    f.ua.emit('connected');
    expect(f.ua.register).toHaveBeenCalled();
    expect(f.offers).toEqual([{ rtcOfferConstraints: { iceRestart: true } }]);
    expect(on.settled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(on.lost).not.toHaveBeenCalled();
  });

  it('no socket within the grace: the call is lost', () => {
    const f = fakes(() => true);
    const on = { settled: vi.fn(), lost: vi.fn() };
    keepCall(f.asUa, f.asSession, on, 1000);
    vi.advanceTimersByTime(1000);
    expect(on.lost).toHaveBeenCalledTimes(1);
    f.ua.emit('connected'); // too late: nothing more happens
    expect(f.offers).toEqual([]);
  });

  it('a re-offer JsSIP cannot make is a lost call at once', () => {
    const f = fakes(() => false);
    const on = { settled: vi.fn(), lost: vi.fn() };
    keepCall(f.asUa, f.asSession, on, 1000);
    f.ua.emit('connected');
    expect(on.lost).toHaveBeenCalledTimes(1);
  });

  it('stopped (the call ended anyway): settled, not lost', () => {
    const f = fakes(() => true);
    const on = { settled: vi.fn(), lost: vi.fn() };
    const stop = keepCall(f.asUa, f.asSession, on, 1000);
    stop();
    vi.advanceTimersByTime(2000);
    expect(on.settled).toHaveBeenCalledTimes(1);
    expect(on.lost).not.toHaveBeenCalled();
  });

  it('reopenSocket closes a connected socket and opens a new one', () => {
    const f = fakes(() => true);
    f.transport.connected = true;
    reopenSocket(f.asUa);
    expect(f.transport.disconnect).toHaveBeenCalled();
    expect(f.transport.connect).toHaveBeenCalled();
  });
});

describe('watchNetwork', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a burst of online events is one rejoin; none after the unsubscribe', () => {
    const onChange = vi.fn();
    const stop = watchNetwork(onChange);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(400);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(400);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
