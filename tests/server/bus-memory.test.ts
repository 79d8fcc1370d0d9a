import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../server/bus/memory-bus';
import type { MessageOf } from '../../server/bus/messages';

describe('the in-process bus (PGlite: one instance)', () => {
  it('delivers each message to the listeners of its topic at once, in order, and to no other topic', async () => {
    const bus = createMemoryBus();
    const revocations: MessageOf<'revocation'>[] = [];
    const caches: MessageOf<'cache'>[] = [];
    bus.subscribe('revocation', (m) => revocations.push(m));
    bus.subscribe('cache', (m) => caches.push(m));
    bus.publish({ topic: 'revocation', revocation: { sessionId: 1 } });
    bus.publish({ topic: 'cache', cache: 'roleMaps', key: 3 });
    bus.publish({ topic: 'revocation', revocation: { userId: 2, exceptSessionId: 5 } });
    // Synchronous: a caller's own push stream hears its change before the caller gets its answer.
    expect(revocations.map((m) => m.revocation)).toEqual([
      { sessionId: 1 },
      { userId: 2, exceptSessionId: 5 },
    ]);
    expect(caches).toEqual([{ topic: 'cache', cache: 'roleMaps', key: 3 }]);
    await bus.close();
  });

  it('stops delivering to a listener that unsubscribed, even from inside its own delivery', () => {
    const bus = createMemoryBus();
    const heard: string[] = [];
    const off = bus.subscribe('revocation', () => {
      heard.push('first');
      off();
    });
    bus.subscribe('revocation', () => heard.push('second'));
    bus.publish({ topic: 'revocation', revocation: { sessionId: 1 } });
    bus.publish({ topic: 'revocation', revocation: { sessionId: 2 } });
    expect(heard).toEqual(['first', 'second', 'second']);
  });

  it('a listener that throws does not keep the message from the others, and the error is reported', () => {
    const errors: unknown[] = [];
    const bus = createMemoryBus((error) => errors.push(error));
    const heard: number[] = [];
    bus.subscribe('cache', () => {
      throw new Error('socket gone');
    });
    bus.subscribe('cache', (m) => heard.push(m.key ?? 0));
    bus.publish({ topic: 'cache', cache: 'userTenants', key: 7 });
    expect(heard).toEqual([7]);
    expect(errors).toHaveLength(1);
  });

  it('gives every bus its own instance id', () => {
    expect(createMemoryBus().instanceId).not.toBe(createMemoryBus().instanceId);
  });
});
