import type { AnyActorRef } from 'xstate';
import { machineIdOf } from '../../rules/inspection';
import { redact } from '../../rules/redact';
import { stateLabel } from './state-label';

const idPattern = /^[A-Za-z][\w.-]{0,39}$/;

/** Machine actors and their states, redacted, in the state report's shape (at most 20, ids the service accepts). */
export const currentStates = (actors: readonly AnyActorRef[]): Record<string, string> => {
  const states: Record<string, string> = {};
  for (const ref of actors) {
    if (machineIdOf(ref) === null || !idPattern.test(ref.id) || Object.keys(states).length >= 20) continue;
    const { value } = ref.getSnapshot() as { value: Parameters<typeof stateLabel>[0] };
    const label = redact(stateLabel(value));
    states[ref.id] = String(label).slice(0, 200);
  }
  return states;
};
