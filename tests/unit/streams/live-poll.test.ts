import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePoll } from '../../../src/streams/live-poll';
import type { HttpResult } from '../../../src/services/http-result';

// Issue 39, "pushed live": the live views read again when the push channel says the floor changed, at most once a
// second with a burst's last nudge kept, and every 5 s besides.
describe('livePoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const reads = async (nudges?: Subject<void>) => {
    let calls = 0;
    const call = async (): Promise<HttpResult<number>> =>
      ({ kind: 'ok', data: ++calls }) as HttpResult<number>;
    const seen: number[] = [];
    const subscription = livePoll(
      call,
      { loaded: (n: number) => n, failed: () => -1, lostText: 'lost' },
      nudges,
    ).subscribe((n) => seen.push(n));
    return { seen, stop: () => subscription.unsubscribe() };
  };

  it('reads at once, on a nudge, once more after a burst, and every 5 s', async () => {
    const nudges = new Subject<void>();
    const { seen, stop } = await reads(nudges);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100);
    nudges.next(); // a caller queued: read now
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 2]);
    nudges.next(); // two more changes within the second: one read at its end, with both in it
    await vi.advanceTimersByTimeAsync(300);
    nudges.next();
    await vi.advanceTimersByTimeAsync(699);
    expect(seen).toEqual([1, 2]); // the second since the first nudge is not over
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(3900); // 5 s from the start: the poll's own read
    expect(seen).toEqual([1, 2, 3, 4]);
    stop();
  });

  it('without nudges reads only every 5 s', async () => {
    const { seen, stop } = await reads();
    await vi.advanceTimersByTimeAsync(4999);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([1, 2]);
    stop();
  });
});
