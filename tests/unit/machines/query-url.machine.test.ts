import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { QueryGroup } from '../../../src/contracts/metadata/query';
import { queryUrlMachine, type QueryUrlEvent } from '../../../src/machines/query-url.machine';
import { noQueryRun, queryUrlQuery, type QueryUrlState } from '../../../src/rules/query-url-state';

const route = '/ls-metadata/query/5';
const run: QueryGroup = {
  and: [{ operator: 'equal', type: 'str', data_type: 'STRING', op1: 'scheme', op2: 'Discovery Health' }],
};

/** A browser history of one route's queries: push adds an entry after the current one, replace rewrites it. */
function editor(query = '') {
  const entries = [query];
  let at = 0;
  let sendAddress: ((e: QueryUrlEvent) => void) | null = null;
  const machine = queryUrlMachine.provide({
    actions: {
      writeUrl: ({ context }, params: { history: 'push' | 'replace' }) => {
        const text = queryUrlQuery(context.state);
        if (params.history === 'push') {
          entries.splice(at + 1, entries.length, text);
          at += 1;
        } else entries[at] = text;
      },
    },
    actors: {
      address: fromCallback<QueryUrlEvent>(({ sendBack }) => {
        sendAddress = sendBack;
        return () => {};
      }),
    },
  });
  const actor = createActor(machine, { input: { route, query, sortable: [] } }).start();
  const restored: QueryUrlState[] = [];
  actor.on('url.restored', (e) => restored.push(e.state));
  const go = (delta: number) => {
    at += delta;
    sendAddress?.({ type: 'url.address', route, query: entries[at] });
  };
  const state = () => actor.getSnapshot().context.state;
  return { actor, entries: () => entries.slice(), go, restored, state };
}

describe('the query editor’s run and the address', () => {
  it('makes one entry for a run and one per page; running the same again writes nothing', () => {
    const e = editor();
    e.actor.send({ type: 'url.change', patch: { index: 3, run, offset: 0 } });
    e.actor.send({ type: 'url.change', patch: { offset: 20 } });
    e.actor.send({ type: 'url.change', patch: { offset: 20 } });
    const ran = queryUrlQuery({ ...noQueryRun, index: 3, run });
    expect(e.entries()).toEqual(['', ran, `${ran}&offset=20`]);
  });

  it('back and forward restore the run and page each entry names, and say so', () => {
    const e = editor();
    e.actor.send({ type: 'url.change', patch: { index: 3, run, offset: 0 } });
    e.actor.send({ type: 'url.change', patch: { offset: 20 } });
    e.go(-1);
    expect(e.state()).toEqual({ ...noQueryRun, index: 3, run });
    e.go(-1);
    expect(e.state()).toEqual(noQueryRun);
    e.go(2);
    expect(e.restored).toEqual([
      { ...noQueryRun, index: 3, run },
      noQueryRun,
      { ...noQueryRun, index: 3, run, offset: 20 },
    ]);
    expect(e.actor.getSnapshot().context.restored).toBe(3);
  });

  it('a link with a bad value opens with no run', () => {
    expect(editor('index=3&run=%7B%22and%22%3A%5B&offset=20').state()).toEqual(noQueryRun);
    expect(editor(`${queryUrlQuery({ ...noQueryRun, index: 3, run })}&offset=-20`).state()).toEqual(
      noQueryRun,
    );
  });
});
