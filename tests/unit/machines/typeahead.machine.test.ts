import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { typeaheadMachine } from '../../../src/machines/typeahead.machine';

type Place = { id: string; name: string; region: string };
const places: Place[] = [
  { id: 'p1', name: 'Bonitas BonClassic', region: 'National' },
  { id: 'p2', name: 'Bonitas BonSave', region: 'National' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A driver for one type-ahead control: type text, let time pass, read what the control would show. */
const typeahead = (search: (text: string, signal: AbortSignal) => Promise<Place[] | null>) => {
  const actor = createActor(typeaheadMachine, { input: { keywords: ['name', 'region'], search } }).start();
  const driver = {
    type(text: string) {
      actor.send({ type: 'typeahead.input', text });
      return driver;
    },
    async wait(ms: number) {
      await vi.advanceTimersByTimeAsync(ms);
      return driver;
    },
    busy: () => actor.getSnapshot().hasTag('busy'),
    shown: () => actor.getSnapshot().context.items.map((i) => i.search_key),
    searched: () => actor.getSnapshot().context.searched,
  };
  return driver;
};

describe('type-ahead machine', () => {
  it('searches once, 200 ms after the last key, and shows each answer with its search_key', async () => {
    const search = vi.fn(async () => places);
    const t = typeahead(search);
    await t.type('bo').wait(300);
    expect(search).not.toHaveBeenCalled();
    t.type('bon').type('boni');
    await t.wait(199);
    expect(search).not.toHaveBeenCalled();
    await t.wait(1);
    expect(search).toHaveBeenCalledOnce();
    expect(search).toHaveBeenCalledWith('boni', expect.any(AbortSignal));
    await t.wait(0);
    expect(t.busy()).toBe(false);
    expect(t.shown()).toEqual(['Bonitas BonClassic National', 'Bonitas BonSave National']);
    expect(t.searched()).toBe('boni');
  });

  it('is busy while a search runs, and aborts it when newer text settles first', async () => {
    const signals: AbortSignal[] = [];
    const search = vi.fn(
      (_text: string, signal: AbortSignal) =>
        new Promise<Place[]>((resolve) => {
          signals.push(signal);
          setTimeout(() => resolve(places), 1000);
        }),
    );
    const t = typeahead(search);
    await t.type('bon').wait(200);
    expect(t.busy()).toBe(true);
    await t.type('bonitas').wait(200);
    expect(signals[0]?.aborted).toBe(true);
    await t.wait(1000);
    expect(t.busy()).toBe(false);
    expect(t.searched()).toBe('bonitas');
  });

  it('keeps the list on an unusable answer and clears it for text under 3 characters', async () => {
    const search = vi.fn(async (text: string) => (text === 'bonz' ? null : places));
    const t = typeahead(search);
    await t.type('bon').wait(200);
    await t.type('bonz').wait(200);
    expect(t.busy()).toBe(false);
    expect(t.shown()).toHaveLength(2);
    expect(t.searched()).toBe('bon');
    await t.type('b').wait(200);
    expect(t.shown()).toEqual([]);
    expect(t.searched()).toBeNull();
  });
});
