import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { internalListMachine, type InternalListInput } from '../../machines/internal-list.machine';

/** The list machine with narrow selections: its data (typed by the caller), busy and the failure text. */
export function useInternalList<T>(input: InternalListInput) {
  const actor = useScreenActor(internalListMachine, { input });
  return {
    actor,
    data: useSelector(actor, (s) => s.context.data as T | null),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    error: useSelector(actor, (s) => s.context.error),
    reload: (body?: Record<string, unknown>) => actor.send({ type: 'list.load', body }),
  };
}
