import { describe, expect, it } from 'vitest';
import { assign, setup, type EventObject } from 'xstate';
import { generatePaths } from '../../../src/machines/graph/paths';

/**
 * A phone in miniature: a counter makes its context unbounded (the traversal falls back to values, as the
 * telephony machine's does), a call needs the network, and Hang up is only ever offered on a call.
 */
const phone = setup({
  types: { context: {} as { online: boolean; calls: number }, events: {} as EventObject },
}).createMachine({
  id: 'mini',
  context: { online: true, calls: 0 },
  initial: 'idle',
  on: {
    OFFLINE: { actions: assign({ online: false }) },
    ONLINE: { actions: assign({ online: true }) },
  },
  states: {
    idle: {
      on: {
        DIAL: { guard: ({ context }) => context.online, target: 'talking' },
        COUNT: { actions: assign({ calls: ({ context }) => context.calls + 1 }) },
      },
    },
    talking: { on: { HANGUP: 'idle', DROP: { guard: ({ context }) => !context.online, target: 'lost' } } },
    lost: {},
  },
});
const sampleEvents = ['OFFLINE', 'ONLINE', 'DIAL', 'COUNT', 'HANGUP', 'DROP'].map((type) => ({ type }));
const source = { machine: phone, sampleEvents, traversalLimit: 60 };
const types = (steps: { event: EventObject }[]) => steps.map((s) => s.event.type);

describe('generated paths with a filter on the steps', () => {
  it('leave out the steps the filter refuses', () => {
    const refuse = (type: string) => (_s: unknown, e: EventObject) => e.type !== type;
    const all = generatePaths({ ...source, contextKey: (c: { online: boolean }) => c.online });
    expect(all.some((p) => types(p.steps).includes('HANGUP'))).toBe(true);
    const noHangUp = generatePaths({ ...source, filterEvents: refuse('HANGUP') });
    expect(noHangUp.length).toBeGreaterThan(0);
    expect(noHangUp.some((p) => types(p.steps).includes('HANGUP'))).toBe(false);
  });

  it('tell snapshots apart by contextKey, so a step the context allows is tried', () => {
    // DROP needs the network gone during a call: values alone merge the online call with the offline one.
    const reaches = (paths: ReturnType<typeof generatePaths>) => paths.some((p) => p.target === 'lost');
    expect(reaches(generatePaths(source))).toBe(false);
    expect(reaches(generatePaths({ ...source, contextKey: (c: { online: boolean }) => c.online }))).toBe(
      true,
    );
  });
});
