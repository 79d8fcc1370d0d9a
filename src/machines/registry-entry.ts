import type { AnyStateMachine, EventObject } from 'xstate';

export type RegistryEntry = {
  id: string;
  machine: AnyStateMachine;
  purpose: string;
  /** Events with payloads that drive the machine through every state, including invoked actors' answers. */
  sampleEvents: EventObject[];
  /** Input for machines that need one to start (graph traversal and the debug panel's replay use it). */
  input?: unknown;
  /** States no sample path may reach, each with the reason. */
  unreachable?: Record<string, string>;
};
