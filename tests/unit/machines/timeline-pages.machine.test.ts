import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InteractionEntry, InteractionPage } from '../../../src/contracts/interactions/list';
import { timelinePagesMachine, type TimelineRequest } from '../../../src/machines/timeline-pages.machine';

type Read = { request: TimelineRequest; after: string | null };

const entry = (id: number): InteractionEntry => ({
  kind: 'note',
  id,
  at: new Date(Date.UTC(2026, 0, 1) - id * 60_000).toISOString(),
  title: `Note ${id}`,
  summary: '',
  status: 'Note',
  case_number: null,
  target: null,
  party_name: null,
  by: null,
});

/** A service with 45 entries, 20 a page, that records each read; its cursor is the last id shown. */
function timeline() {
  const reads: Read[] = [];
  const machine = timelinePagesMachine.provide({
    actors: {
      read: fromPromise<InteractionPage, Read>(async ({ input }) => {
        reads.push(input);
        const from = input.after === null ? 1 : Number(input.after) + 1;
        const ids = Array.from({ length: Math.min(20, 46 - from) }, (_, i) => from + i);
        const last = ids.at(-1) ?? 0;
        return {
          entries: ids.map(entry),
          page: 1,
          has_more: last < 45,
          next: last < 45 ? String(last) : null,
          kinds: ['note'],
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, reads, settled };
}

const contact: TimelineRequest = { party_type: 'contact', party_id: 41 };

describe('a record’s timeline pages', () => {
  it('reads the first page, then each "Show more" only the page after the last entry, to the last', async () => {
    const t = timeline();
    t.actor.send({ type: 'timeline.more' });
    expect(t.reads).toEqual([]);
    t.actor.send({ type: 'timeline.show', request: contact });
    await t.settled();
    t.actor.send({ type: 'timeline.more' });
    await t.settled();
    t.actor.send({ type: 'timeline.more' });
    await t.settled();
    t.actor.send({ type: 'timeline.more' });
    expect(t.reads.map((r) => r.after)).toEqual([null, '20', '40']);
    const { entries, next } = t.actor.getSnapshot().context;
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(next).toBeNull();
  });

  it('starts again from the first page on new filters, and not at all on the same ones', async () => {
    const t = timeline();
    t.actor.send({ type: 'timeline.show', request: contact });
    await t.settled();
    t.actor.send({ type: 'timeline.more' });
    await t.settled();
    t.actor.send({ type: 'timeline.show', request: { ...contact } });
    t.actor.send({ type: 'timeline.show', request: { ...contact, kinds: ['note'] } });
    await t.settled();
    expect(t.reads).toEqual([
      { request: contact, after: null },
      { request: contact, after: '20' },
      { request: { ...contact, kinds: ['note'] }, after: null },
    ]);
    expect(t.actor.getSnapshot().context.entries).toHaveLength(20);
  });
});
