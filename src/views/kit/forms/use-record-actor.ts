import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useEffect, useRef } from 'react';
import type { recordMachine, RecordEmitted } from '../../../machines/record.machine';

type Handlers<K extends string> = {
  onSaved?: (e: Extract<RecordEmitted<K>, { type: 'record.saved' }>) => void;
  onRemoved?: (e: Extract<RecordEmitted<K>, { type: 'record.removed' }>) => void;
};

/**
 * An area's record machine (customers, internal organisation) with narrow selections for a details pane, and its
 * emitted events as callbacks.
 */
export function useRecordActor<K extends string>(
  machine: ReturnType<typeof recordMachine<K>>,
  handlers: Handlers<K> = {},
) {
  const actor = useScreenActor(machine);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const saved = actor.on('record.saved', (e) => latest.current.onSaved?.(e));
    const removed = actor.on('record.removed', (e) => latest.current.onRemoved?.(e));
    return () => {
      saved.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor]);
  return {
    actor,
    kind: useSelector(actor, (s) => s.context.kind),
    id: useSelector(actor, (s) => s.context.id),
    record: useSelector(actor, (s) => s.context.record),
    error: useSelector(actor, (s) => s.context.error),
    issues: useSelector(actor, (s) => s.context.issues),
    emailTaken: useSelector(actor, (s) => s.context.emailTaken),
    loading: useSelector(actor, (s) => s.matches('loading')),
    saving: useSelector(actor, (s) => s.hasTag('saving')),
    failed: useSelector(actor, (s) => s.matches('failed')),
    editing: useSelector(actor, (s) => s.matches('editing') || s.matches('saving')),
  };
}

/** What a details pane receives: the hook's answer for one area's record kinds. */
export type RecordActor<K extends string> = ReturnType<typeof useRecordActor<K>>;
