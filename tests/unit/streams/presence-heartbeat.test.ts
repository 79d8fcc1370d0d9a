import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { presenceHeartbeat } from '../../../src/streams/presence-heartbeat';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('presenceHeartbeat (marbles)', () => {
  it('announces at once and then every period, for as long as the page is open', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const heartbeat = presenceHeartbeat(() => cold('-a|', { a: 'viewers' }), { periodMs: 10 });
      expectObservable(heartbeat, '^ 34ms !').toBe('-a 9ms a 9ms a 9ms a', { a: 'viewers' });
    });
  });

  it('does not double a renewal that is still waiting for its answer, and skips a failed one', () => {
    scheduler().run(({ cold, expectObservable }) => {
      let calls = 0;
      const answers = [
        cold('15ms a|', { a: 'first' }),
        cold('-x|', { x: null }),
        cold('-c|', { c: 'third' }),
      ];
      const heartbeat = presenceHeartbeat(() => answers[calls++], { periodMs: 10 });
      // t0 call 1 (slow, answers at 15); t10 skipped (busy); t20 call 2 fails (null); t30 call 3.
      expectObservable(heartbeat, '^ 35ms !').toBe('15ms a 15ms c', { a: 'first', c: 'third' });
    });
  });
});
