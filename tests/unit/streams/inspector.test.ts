import { assign, createActor, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../../src/streams/inspector';

const login = setup({
  types: { context: {} as { token: string | null }, events: {} as { type: 'submit'; password: string } },
  actors: { call: fromPromise(async () => ({ token: 'tok-secret' })) },
}).createMachine({
  id: 'login',
  context: { token: null },
  initial: 'idle',
  states: {
    idle: { on: { submit: 'busy' } },
    busy: {
      tags: ['busy'],
      invoke: {
        id: 'call',
        src: 'call',
        onDone: { target: 'done', actions: assign({ token: ({ event }) => event.output.token }) },
      },
    },
    done: {},
  },
});

describe('inspector', () => {
  it('records events and snapshots with secrets redacted, and tracks live actors', async () => {
    const inspector = createInspector();
    const actor = createActor(login, { inspect: inspector.inspect }).start();
    actor.send({ type: 'submit', password: 'Console@2026' });
    expect(inspector.actors().map((a) => a.id)).toContain('call');
    await new Promise((resolve) => setTimeout(resolve, 0));

    const entries = inspector.entries();
    const submit = entries.find((e) => e.kind === 'event' && e.type === 'submit');
    expect(submit).toMatchObject({ target: actor.id, payload: { password: '[redacted]' } });
    const last = entries.filter((e) => e.kind === 'snapshot' && e.target === actor.id).at(-1);
    expect(last).toMatchObject({ state: 'done', context: { token: '[redacted]' } });
    expect(JSON.stringify(entries)).not.toMatch(/Console@2026|tok-secret/);
    // The promise actor finished, so it is no longer listed.
    expect(inspector.actors().map((a) => a.id)).not.toContain('call');
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const inspector = createInspector(3);
    const actor = createActor(login, { inspect: inspector.inspect }).start();
    actor.send({ type: 'submit', password: 'x' });
    const entries = inspector.entries();
    expect(entries).toHaveLength(3);
    expect(entries[0]?.seq).toBeGreaterThan(1);
  });

  it('redacts an entry when it is read, or at once while the live stream is watched', () => {
    let walked = 0;
    // A large context that counts each time redaction walks it.
    const table = {
      get rows() {
        walked += 1;
        return [{ member: 'Thabo Nkosi', token: 'tok-secret' }];
      },
    };
    const screen = setup({
      types: {
        context: {} as { table: typeof table; filter: string },
        events: {} as { type: 'typed'; text: string },
      },
    }).createMachine({
      id: 'table',
      context: { table, filter: '' },
      on: { typed: { actions: assign({ filter: ({ event }) => event.text }) } },
    });
    const inspector = createInspector();
    const actor = createActor(screen, { inspect: inspector.inspect }).start();
    for (const text of ['p', 'pr', 'pre', 'pret']) actor.send({ type: 'typed', text });
    expect(walked).toBe(0);
    const last = inspector
      .entries()
      .filter((e) => e.kind === 'snapshot')
      .at(-1);
    expect(last).toMatchObject({ context: { filter: 'pret', table: { rows: [{ token: '[redacted]' }] } } });
    const read = walked;
    inspector.entries();
    expect(walked, 'each entry is redacted once').toBe(read);

    const live: string[] = [];
    const sub = inspector.entries$.subscribe((e) => live.push(JSON.stringify(e)));
    actor.send({ type: 'typed', text: 'pretoria' });
    sub.unsubscribe();
    expect(walked).toBeGreaterThan(read);
    expect(live.join()).toContain('pretoria');
    expect(live.join()).not.toContain('tok-secret');
  });
});
