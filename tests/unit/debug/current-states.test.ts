import { createActor, createMachine, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { currentStates } from '../../../src/machines/graph/current-states';

const phone = createMachine({
  id: 'phone',
  initial: 'registered',
  states: { registered: { initial: 'ready', states: { ready: {} } } },
});
const started = (id: string) => createActor(phone, { id }).start() as AnyActorRef;

describe('currentStates (the state report)', () => {
  it('reports each machine actor by id with its state path, and skips actors that run no machine', () => {
    const call = createActor(
      fromPromise(async () => 1),
      { id: 'call' },
    ).start() as AnyActorRef;
    expect(currentStates([started('telephony'), call])).toEqual({ telephony: 'registered.ready' });
  });

  it('skips ids the service would refuse and keeps at most 20 actors', () => {
    const many = Array.from({ length: 25 }, (_, i) => started(`actor${i}`));
    const states = currentStates([started('x:0.1'), started('9lives'), ...many]);
    expect(Object.keys(states)).toHaveLength(20);
    expect(states).not.toHaveProperty('x:0.1');
    expect(states).not.toHaveProperty('9lives');
  });
});

describe('currentStates with screens in the system', () => {
  it('reports the long-lived actors first, then at most five screens, each by its state alone', () => {
    const screens = Array.from({ length: 8 }, (_, i) => started(`screen.desk${i}.${i + 40}`));
    const longLived = Array.from({ length: 10 }, (_, i) => started(`actor${i}`));
    const states = currentStates([...screens, ...longLived]);
    expect(Object.keys(states)).toEqual([
      ...longLived.map((a) => a.id),
      ...['screen.desk7', 'screen.desk6', 'screen.desk5', 'screen.desk4', 'screen.desk3'],
    ]);
    expect(states['screen.desk7']).toBe('registered.ready');
  });
});
