import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TrackerPage, TrackerPageInput } from '../../../src/contracts/tasks';
import { trackerPageMachine } from '../../../src/machines/tracker-page.machine';

const answer = (total: number): TrackerPage => ({
  rows: [],
  total,
  bands: { dark: total, orange: 0, red: 0 },
});

/** The page machine with a service that records each read and answers its offset as the total. */
function tracker() {
  const reads: TrackerPageInput[] = [];
  const machine = trackerPageMachine.provide({
    actors: {
      read: fromPromise<TrackerPage, TrackerPageInput>(async ({ input }) => {
        reads.push(input);
        return answer(input.offset ?? 0);
      }),
    },
  });
  const actor = createActor(machine, { input: { size: 50 } }).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, reads, settled };
}

describe('the task tracker’s pages', () => {
  it('reads nothing until the list names its filter, then the first page of it', async () => {
    const t = tracker();
    expect(t.actor.getSnapshot().value).toBe('idle');
    t.actor.send({ type: 'page.goto', pageNumber: 3 });
    t.actor.send({ type: 'page.reload' });
    expect(t.reads).toEqual([]);
    t.actor.send({ type: 'page.filter', filter: { scope: 'mine', band: 'red' } });
    await t.settled();
    expect(t.reads).toEqual([{ scope: 'mine', band: 'red', offset: 0, limit: 50 }]);
  });

  it('moves between pages, back to the first on a new filter, and not at all on the same one', async () => {
    const t = tracker();
    t.actor.send({ type: 'page.filter', filter: { scope: 'all' } });
    await t.settled();
    t.actor.send({ type: 'page.goto', pageNumber: 2 });
    await t.settled();
    expect(t.actor.getSnapshot().context.page?.total).toBe(100);
    t.actor.send({ type: 'page.filter', filter: { scope: 'all' } });
    t.actor.send({ type: 'page.goto', pageNumber: 2 });
    expect(t.reads).toHaveLength(2);
    t.actor.send({ type: 'page.filter', filter: { scope: 'all', q: 'pack' } });
    await t.settled();
    expect(t.reads.at(-1)).toEqual({ scope: 'all', q: 'pack', offset: 0, limit: 50 });
    t.actor.send({ type: 'page.reload' });
    await t.settled();
    expect(t.reads).toHaveLength(4);
  });

  it('keeps only the newest read: a filter chosen while a page loads wins', async () => {
    const t = tracker();
    t.actor.send({ type: 'page.filter', filter: { scope: 'all' } });
    t.actor.send({ type: 'page.goto', pageNumber: 4 });
    await t.settled();
    expect(t.actor.getSnapshot().context.page?.total).toBe(200);
  });
});
