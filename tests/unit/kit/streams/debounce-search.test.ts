import { describe, expect, it, vi } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { firstValueFrom } from 'rxjs';
import { abortable, debounceSearch, type SearchState } from '../../../../src/streams/debounce-search';
import { debounceTerm } from '../../../../src/streams/debounce-term';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

type S = SearchState<string>;
const loading = (text: string): S => ({ kind: 'loading', text });
const results = (text: string, items: string[]): S => ({ kind: 'results', text, items });

describe('debounceSearch (marbles)', () => {
  it('sends one request for quick typing, 200 ms after the last key', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      // a..f typed 10 ms apart: one search for the final text.
      const text$ = hot('a 9ms b 9ms c 9ms d 9ms e 9ms f', {
        a: 'a',
        b: 'ab',
        c: 'abc',
        d: 'abcd',
        e: 'abcde',
        f: 'abcdef',
      });
      const search = vi.fn((t: string) => cold('50ms (r|)', { r: [`${t}!`] }));
      expectObservable(debounceSearch(text$, search)).toBe('250ms l 49ms r', {
        l: loading('abcdef'),
        r: results('abcdef', ['abcdef!']),
      });
    });
  });

  it('does not search text of 2 characters or less after trimming', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const text$ = hot('a 299ms b', { a: ' ab ', b: 'abc' });
      const search = (t: string) => cold('10ms (r|)', { r: [t] });
      expectObservable(debounceSearch(text$, search)).toBe('200ms i 299ms l 9ms r', {
        i: { kind: 'idle' },
        l: loading('abc'),
        r: results('abc', ['abc']),
      });
    });
  });

  it('never lets a stale answer overwrite a newer one', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      // 'abc' is slow (300 ms), 'abcd' typed after its search started is fast (20 ms).
      const text$ = hot('a 249ms b', { a: 'abc', b: 'abcd' });
      const search = (t: string) =>
        t === 'abc' ? cold('300ms (r|)', { r: ['old'] }) : cold('20ms (r|)', { r: ['new'] });
      expectObservable(debounceSearch(text$, search)).toBe('200ms l 249ms m 19ms n', {
        l: loading('abc'),
        m: loading('abcd'),
        n: results('abcd', ['new']),
      });
    });
  });

  it('treats a null answer or an error as ignored: loading ends', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const text$ = hot('a 299ms b', { a: 'abc', b: 'xyz' });
      const search = (t: string) =>
        t === 'abc' ? cold<string[] | null>('10ms (r|)', { r: null }) : cold<string[] | null>('10ms #');
      expectObservable(debounceSearch(text$, search)).toBe('200ms l 9ms i 289ms m 9ms j', {
        l: loading('abc'),
        i: { kind: 'ignored', text: 'abc' },
        m: loading('xyz'),
        j: { kind: 'ignored', text: 'xyz' },
      });
    });
  });

  it('drops a repeat of the same settled text', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const text$ = hot('a 299ms b', { a: 'abc', b: 'abc ' });
      const search = vi.fn(() => cold('10ms (r|)', { r: ['x'] }));
      expectObservable(debounceSearch(text$, search)).toBe('200ms l 9ms r', {
        l: loading('abc'),
        r: results('abc', ['x']),
      });
    });
  });
});

describe('debounceTerm (marbles)', () => {
  it('settles after 250 ms without typing', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const text$ = hot('a 100ms b 100ms c 400ms d', { a: 'c', b: 'cl', c: 'cla', d: '' });
      expectObservable(debounceTerm(text$)).toBe('452ms x 400ms y', { x: 'cla', y: '' });
    });
  });
});

describe('abortable', () => {
  it('aborts the call when unsubscribed', () => {
    let seen: AbortSignal | null = null;
    const sub = abortable((signal) => {
      seen = signal;
      return new Promise<never>(() => undefined);
    }).subscribe();
    sub.unsubscribe();
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
  });
  it('passes values and errors through', async () => {
    expect(await firstValueFrom(abortable(async () => 5))).toBe(5);
    await expect(firstValueFrom(abortable(async () => Promise.reject(new Error('x'))))).rejects.toThrow('x');
  });
});
