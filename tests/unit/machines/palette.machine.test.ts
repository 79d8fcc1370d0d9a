import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { QuickSearchGroup } from '../../../src/contracts/search';
import { paletteMachine, type PaletteSearch } from '../../../src/machines/palette.machine';
import type { ShortcutCommand } from '../../../src/rules/shortcuts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const hitsFor = (term: string): QuickSearchGroup[] => [
  { kind: 'case', hits: [{ id: term.length, title: `CAS-1 ${term}`, detail: 'Open' }] },
];

/** A driver for the palette: keys in, typing, time passing; what the palette would show out. */
const palette = (search: PaletteSearch) => {
  const actor = createActor(paletteMachine, { input: { search } }).start();
  const passed: ShortcutCommand[] = [];
  actor.on('shortcut', (e) => passed.push(e.command));
  const driver = {
    key(command: ShortcutCommand) {
      actor.send({ type: 'keys.command', command });
      return driver;
    },
    type(text: string) {
      actor.send({ type: 'palette.input', text });
      return driver;
    },
    move(delta: number, count: number) {
      actor.send({ type: 'palette.move', delta, count });
      return driver;
    },
    close() {
      actor.send({ type: 'palette.close' });
      return driver;
    },
    async wait(ms: number) {
      await vi.advanceTimersByTimeAsync(ms);
      return driver;
    },
    state: () => actor.getSnapshot().value,
    busy: () => actor.getSnapshot().hasTag('busy'),
    shown: () => actor.getSnapshot().context.groups.flatMap((g) => g.hits.map((h) => h.title)),
    active: () => actor.getSnapshot().context.active,
    passed,
  };
  return driver;
};

describe('palette machine', () => {
  it('opens with Ctrl+K, shows the sheet with ?, and passes every other shortcut to the screen', () => {
    const p = palette(async () => []);
    p.key('list.next').key('go.desk');
    expect(p.passed).toEqual(['list.next', 'go.desk']);
    expect(p.key('palette').state()).toEqual({ open: 'idle' });
    // Under the open palette the keys are its own: nothing reaches the screen.
    p.key('list.prev');
    expect(p.passed).toEqual(['list.next', 'go.desk']);
    expect(p.close().key('help').state()).toBe('help');
  });

  it('searches 200 ms after the last key and only from two characters', async () => {
    const search = vi.fn(async (term: string) => hitsFor(term));
    const p = palette(search).key('palette');
    await p.type('c').wait(300);
    expect(search).not.toHaveBeenCalled();
    p.type('ca').type('cas');
    await p.wait(199);
    expect(search).not.toHaveBeenCalled();
    await p.wait(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('cas', expect.any(AbortSignal));
    await p.wait(0);
    expect(p.shown()).toEqual(['CAS-1 cas']);
  });

  it('drops a stale answer: the older search is aborted and its late answer never shown', async () => {
    const calls: { term: string; signal: AbortSignal; answer: (g: QuickSearchGroup[]) => void }[] = [];
    const p = palette((term, signal) => new Promise((answer) => calls.push({ term, signal, answer }))).key(
      'palette',
    );
    await p.type('cas-1').wait(200);
    expect(p.busy()).toBe(true);
    await p.type('cas-2').wait(200);
    expect(calls.map((c) => c.term)).toEqual(['cas-1', 'cas-2']);
    expect(calls[0].signal.aborted).toBe(true);
    calls[1].answer(hitsFor('cas-2'));
    calls[0].answer(hitsFor('cas-1'));
    await p.wait(0);
    expect(p.shown()).toEqual(['CAS-1 cas-2']);
    expect(p.busy()).toBe(false);
  });

  it('moves the active option round the list and forgets the term when closed', async () => {
    const p = palette(async (term) => hitsFor(term)).key('palette');
    expect(p.move(-1, 3).active()).toBe(2);
    expect(p.move(1, 3).move(1, 3).active()).toBe(1);
    // Typing starts again at the first option; an answer arriving keeps the option the user arrowed to.
    p.type('lead');
    expect(p.active()).toBe(0);
    p.move(1, 3);
    await p.wait(200);
    expect(p.shown()).toEqual(['CAS-1 lead']);
    expect(p.active()).toBe(1);
    p.close().key('palette');
    expect(p.shown()).toEqual([]);
  });
});
