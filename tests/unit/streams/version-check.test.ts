import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { poll } from '../../../src/streams/poll';
import { versionCheck, versionCheckPeriodMs } from '../../../src/streams/version-check';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('versionCheck', () => {
  it('checks every 30 000 ms and emits only versions that differ from the stored one', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const answers = ['1.2.39', '1.2.39', '1.2.40'];
      let call = 0;
      const load = () => cold('(a|)', { a: answers[call++] ?? null });
      const stored = '1.2.39';
      const result = versionCheck(load, () => stored, { periodMs: versionCheckPeriodMs });
      expectObservable(result, '^ 100000ms !').toBe('90000ms a', { a: '1.2.40' });
    });
  });

  it('treats a failed check (null) as no mismatch', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const result = versionCheck(
        () => cold('(a|)', { a: null }),
        () => '1.2.39',
        { periodMs: 30000 },
      );
      expectObservable(result, '^ 70000ms !').toBe('');
    });
  });

  it('reads the stored version at every tick, so a stored update stops repeated reloads', () => {
    scheduler().run(({ cold, expectObservable }) => {
      let stored = '1.2.39';
      // The service moves to 1.2.40; once the console has stored it, later ticks stay quiet.
      const load = () => cold('(a|)', { a: '1.2.40' });
      const result = versionCheck(
        load,
        () => {
          const current = stored;
          stored = '1.2.40';
          return current;
        },
        { periodMs: 10 },
      );
      expectObservable(result, '^ 35ms !').toBe('10ms a', { a: '1.2.40' });
    });
  });
});

describe('poll', () => {
  it('skips ticks while the previous load is still running (exhaust)', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // Each load takes 25 ms; ticks every 10 ms: the ticks at 20 and 30 fall inside the first run (10–35), so the next load starts at 40 and ends at 65.
      const result = poll(() => cold('25ms (x|)', { x: 1 }), 10);
      expectObservable(result, '^ 80ms !').toBe('35ms x 29ms x', { x: 1 });
    });
  });

  it('honours an initial delay different from the period', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const result = poll(() => cold('(x|)', { x: 'ok' }), 20, { initialDelayMs: 0 });
      expectObservable(result, '^ 45ms !').toBe('x 19ms x 19ms x', { x: 'ok' });
    });
  });
});
