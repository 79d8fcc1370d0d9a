import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { connectivity, lostConnectionNotices } from '../../../src/streams/connectivity';
import { retrySchedule } from '../../../src/streams/retry-schedule';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('retrySchedule (telephony retry: every 15 000 ms for up to 300 000 ms)', () => {
  it('attempts every 15 s and gives up at 300 s', () => {
    scheduler().run(({ expectObservable }) => {
      const ticks = retrySchedule(15_000, 300_000);
      const attempts = Array.from(
        { length: 19 },
        (_, i) => `${i === 0 ? 15_000 : 14_999}ms ${String.fromCharCode(97 + i)}`,
      );
      const values: Record<string, unknown> = {};
      for (let i = 0; i < 19; i++) values[String.fromCharCode(97 + i)] = { kind: 'attempt', attempt: i + 1 };
      values.z = { kind: 'gaveUp', attempts: 19 };
      expectObservable(ticks).toBe(`${attempts.join(' ')} 14999ms (z|)`, values);
    });
  });

  it('stops attempting when unsubscribed (a successful attempt)', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(retrySchedule(1000, 5000), '^ 2500ms !').toBe('1000ms a 999ms b', {
        a: { kind: 'attempt', attempt: 1 },
        b: { kind: 'attempt', attempt: 2 },
      });
    });
  });

  it('short intervals from configuration: 1 s for up to 3 s', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(retrySchedule(1000, 3000)).toBe('1000ms a 999ms b 999ms (z|)', {
        a: { kind: 'attempt', attempt: 1 },
        b: { kind: 'attempt', attempt: 2 },
        z: { kind: 'gaveUp', attempts: 2 },
      });
    });
  });
});

describe('connectivity (polled every 10 s, plus online/offline events)', () => {
  it('probes at once and every 10 s, passing only changes, and reacts to browser events at once', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const answers = [true, true, false, false, true];
      let call = 0;
      const probe = () => cold('(a|)', { a: answers[call++] ?? true });
      const browser = hot('5000ms f', { f: false });
      expectObservable(connectivity(probe, 10_000, browser), '^ 45000ms !').toBe(
        't 4999ms f 4999ms t 9999ms f 19999ms t',
        { t: true, f: false },
      );
    });
  });
});

describe('lostConnectionNotices (repeating while offline)', () => {
  it('notifies at once when lost and then every interval, until the connection returns', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const online = hot('t 999ms f 6999ms t', { t: true, f: false });
      expectObservable(lostConnectionNotices(online, 3000), '^ 12000ms !').toBe(
        '1000ms a 2999ms b 2999ms c',
        {
          a: 0,
          b: 1,
          c: 2,
        },
      );
    });
  });
});
