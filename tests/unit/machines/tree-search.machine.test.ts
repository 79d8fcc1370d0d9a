import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { treeSearchMachine } from '../../../src/machines/tree-search.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const treeSearch = () => {
  const actor = createActor(treeSearchMachine).start();
  const driver = {
    type(text: string) {
      actor.send({ type: 'tree.search', text });
      return driver;
    },
    wait: (ms: number) => vi.advanceTimersByTime(ms),
    term: () => actor.getSnapshot().context.term,
    filtering: () => actor.getSnapshot().hasTag('filtering'),
  };
  return driver;
};

describe('tree-search machine', () => {
  it('settles the trimmed term 250 ms after the last key and filters while there is one', () => {
    const t = treeSearch();
    t.type('cla').type(' claims ');
    t.wait(249);
    expect(t.term()).toBe('');
    expect(t.filtering()).toBe(false);
    t.wait(1);
    expect(t.term()).toBe('claims');
    expect(t.filtering()).toBe(true);
  });

  it('shows everything again once the text is cleared', () => {
    const t = treeSearch();
    t.type('claims');
    t.wait(250);
    t.type('  ');
    t.wait(250);
    expect(t.term()).toBe('');
    expect(t.filtering()).toBe(false);
  });
});
