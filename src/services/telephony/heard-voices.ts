/**
 * The voices the agent hears beside the caller's (a supervisor whispering or barged in, through the monitor leg):
 * the monitor mix publishes them here and the call's recorder mixes them in, as Amazon Connect records all audio
 * that reaches the agent, not only the customer's. One stream at a time; null when nobody else is on the call.
 */
type Listener = (stream: MediaStream | null) => void;

let current: MediaStream | null = null;
const listeners = new Set<Listener>();

export const heardVoices = {
  set(stream: MediaStream | null): void {
    current = stream;
    for (const listener of listeners) listener(stream);
  },
  /** Calls the listener with the stream of now, and again whenever it changes, until unsubscribed. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(current);
    return () => void listeners.delete(listener);
  },
};
