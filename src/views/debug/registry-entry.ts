import type { AnyStateMachine, EventObject } from 'xstate';
import { registry, type RegistryEntry } from '../../machines/registry';

/** The registry entry of a running machine: the same logic object, or failing that the same machine id. */
export const registryEntryOf = (machine: AnyStateMachine | null): RegistryEntry | undefined =>
  machine
    ? (registry.find((e) => e.machine === machine) ?? registry.find((e) => e.machine.id === machine.id))
    : undefined;

/** The event the panel sends for a type: the registry's sample with its payload, else the bare type. */
export const sampleEventFor = (entry: RegistryEntry | undefined, type: string): EventObject =>
  entry?.sampleEvents.find((e) => e.type === type) ?? { type };
