import type { BusListener, BusMessage, Topic } from './messages';

/** The listeners of one instance, by topic: both bus kinds deliver through this. */
export class LocalListeners {
  private readonly byTopic = new Map<Topic, Set<(message: BusMessage) => void>>();
  private readonly resync = new Set<() => void>();

  subscribe<T extends Topic>(topic: T, listener: BusListener<T>): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    const entry = listener as (message: BusMessage) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  onResync(listener: () => void): () => void {
    this.resync.add(listener);
    return () => this.resync.delete(listener);
  }

  /** A copy is walked: a listener may unsubscribe itself (a stream ending on a revocation). */
  deliver(message: BusMessage, onError: (error: unknown) => void): void {
    for (const listener of [...(this.byTopic.get(message.topic) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        // One broken listener (a stream whose socket died mid-write) must not starve the others.
        onError(error);
      }
    }
  }

  resynced(onError: (error: unknown) => void): void {
    for (const listener of [...this.resync]) {
      try {
        listener();
      } catch (error) {
        onError(error);
      }
    }
  }
}
