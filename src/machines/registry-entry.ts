import type { AnyStateMachine, EventObject } from 'xstate';
import { sampleError } from './sample-data';

export type RegistryEntry = {
  id: string;
  machine: AnyStateMachine;
  purpose: string;
  /** Events with payloads that drive the machine through every state, including invoked actors' answers. */
  sampleEvents: EventObject[];
  /** Input for machines that need one to start (graph traversal and the debug panel's replay use it). */
  input?: unknown;
  /**
   * Steps the traversal may take (a state explored times the sample events) before it falls back to state values
   * alone, losing the branches guards choose by context: for a machine whose samples keep its state space finite
   * but larger than the default.
   */
  traversalLimit?: number;
  /** Traverse by state value alone from the start (see GraphSource.valuesOnly): the exact traversal never fits. */
  valuesOnly?: boolean;
  /** States no sample path may reach, each with the reason. */
  unreachable?: Record<string, string>;
};

/** A sample answer of the invoked actor `id`, for an entry's sampleEvents. */
export const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
/** A sample failure of the invoked actor `id`. */
export const failed = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: sampleError }) as EventObject;
