import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { deskUrlMachine, type DeskUrlEvent } from '../../../src/machines/desk-url.machine';
import { deskUrlQuery, type DeskUrlState } from '../../../src/rules/desk-url-state';

const route = '/case-management/case-management';

/** A browser history of one route's queries: push adds an entry after the current one, replace rewrites it. */
function desk(query = '') {
  const entries = [query];
  let at = 0;
  const clock = new SimulatedClock();
  let sendAddress: ((e: DeskUrlEvent) => void) | null = null;
  const machine = deskUrlMachine.provide({
    actions: {
      writeUrl: ({ context }, params: { history: 'push' | 'replace' }) => {
        // The real action writes deskUrlQuery of the state to window.history; here to a list of entries.
        const text = deskUrlQuery(context.state);
        if (params.history === 'push') {
          entries.splice(at + 1, entries.length, text);
          at += 1;
        } else entries[at] = text;
      },
    },
    actors: {
      address: fromCallback<DeskUrlEvent>(({ sendBack }) => {
        sendAddress = sendBack;
        return () => {};
      }),
    },
  });
  const actor = createActor(machine, { input: { route, query, sortable: ['title'] }, clock }).start();
  const restored: DeskUrlState[] = [];
  actor.on('url.restored', (e) => restored.push(e.state));
  const go = (delta: number) => {
    at += delta;
    sendAddress?.({ type: 'url.address', route, query: entries[at] });
  };
  return { actor, entries: () => entries.slice(), at: () => at, go, clock, restored };
}

describe('the desk state machine and the address', () => {
  it('opens on the URL it was given, without writing', () => {
    const d = desk('list=wg&sla=overdue&sort=title.desc&q=gap&view=4');
    expect(d.actor.getSnapshot().context.state).toMatchObject({
      list: 'wg',
      sla: 'overdue',
      sort: { column: 'title', direction: 'desc' },
      q: 'gap',
      view: 4,
    });
    expect(d.entries()).toEqual(['list=wg&sla=overdue&sort=title.desc&q=gap&view=4']);
  });

  it('makes one history entry per change by hand, none for a change to the same', () => {
    const d = desk();
    d.actor.send({ type: 'url.change', patch: { list: 'wg' } });
    d.actor.send({ type: 'url.change', patch: { sla: 'overdue' } });
    d.actor.send({ type: 'url.change', patch: { sla: 'overdue' } });
    d.actor.send({ type: 'url.change', patch: { sort: { column: 'title', direction: 'asc' } } });
    expect(d.entries()).toEqual(['', 'list=wg', 'list=wg&sla=overdue', 'list=wg&sla=overdue&sort=title.asc']);
  });

  it('makes one entry for a burst of typing, and a new one after a pause or Enter', () => {
    const d = desk('list=my');
    for (const q of ['c', 'cl', 'cla', 'clai', 'claim']) d.actor.send({ type: 'url.type', q });
    expect(d.entries()).toEqual(['list=my', 'list=my&q=claim']);
    d.clock.increment(1000);
    d.actor.send({ type: 'url.type', q: 'claims' });
    d.actor.send({ type: 'url.commit' });
    d.actor.send({ type: 'url.type', q: 'claim' });
    expect(d.entries()).toEqual(['list=my', 'list=my&q=claim', 'list=my&q=claims', 'list=my&q=claim']);
  });

  it('a change by hand leaves the saved view; a view applied on opening rewrites the entry', () => {
    const d = desk('view=9');
    d.actor.send({
      type: 'url.change',
      patch: { list: 'wg', sla: 'overdue', view: 9 },
      history: 'replace',
    });
    expect(d.entries()).toEqual(['list=wg&sla=overdue&view=9']);
    d.actor.send({ type: 'url.change', patch: { status: 'Open' } });
    expect(d.entries()).toEqual(['list=wg&sla=overdue&view=9', 'list=wg&sla=overdue&status=Open']);
  });

  it('back and forward restore the state of each entry and say so; its own writes are not restorations', () => {
    const d = desk('list=my');
    d.actor.send({ type: 'url.change', patch: { list: 'wg' } });
    d.actor.send({ type: 'url.change', patch: { sla: 'overdue' } });
    d.go(-1);
    expect(d.actor.getSnapshot().context.state).toMatchObject({ list: 'wg', sla: '' });
    d.go(-1);
    expect(d.actor.getSnapshot().context.state).toMatchObject({ list: 'my', sla: '' });
    d.go(2);
    expect(d.actor.getSnapshot().context.state).toMatchObject({ list: 'wg', sla: 'overdue' });
    expect(d.restored.map((s) => `${s.list}/${s.sla}`)).toEqual(['wg/', 'my/', 'wg/overdue']);
    expect(d.actor.getSnapshot().context).toMatchObject({ restored: 3, opened: 'list=wg&sla=overdue' });
    // Going back did not write: the entries are as the changes left them.
    expect(d.entries()).toEqual(['list=my', 'list=wg', 'list=wg&sla=overdue']);
  });

  it('ignores a move to another route and a move to the query it shows', () => {
    const d = desk('list=my');
    d.actor.send({ type: 'url.address', route: '/case-management/case/4', query: '' });
    d.actor.send({ type: 'url.address', route, query: 'list=my' });
    expect(d.restored).toEqual([]);
    expect(d.actor.getSnapshot().context.restored).toBe(0);
  });
});
