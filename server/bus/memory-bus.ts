import { randomUUID } from 'node:crypto';
import { LocalListeners } from './local-listeners';
import type { Bus } from './messages';

/**
 * The bus of a single instance (PGlite, whose directory lock allows only one, and tests without PostgreSQL):
 * publishing is delivering. It never resyncs, since there is no link that could drop.
 */
export function createMemoryBus(onError: (error: unknown) => void = () => undefined): Bus {
  const local = new LocalListeners();
  return {
    kind: 'memory',
    instanceId: randomUUID(),
    publish: (message) => local.deliver(message, onError),
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    onResync: (listener) => local.onResync(listener),
    close: async () => undefined,
  };
}
