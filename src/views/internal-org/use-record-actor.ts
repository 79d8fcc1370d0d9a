import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { internalRecordMachine, type InternalRecordEmitted } from '../../machines/internal-record.machine';

type Handlers = {
  onSaved?: (e: Extract<InternalRecordEmitted, { type: 'record.saved' }>) => void;
  onRemoved?: (e: Extract<InternalRecordEmitted, { type: 'record.removed' }>) => void;
};

/** The record machine with narrow selections for an internal-organisation form, and its emitted events as callbacks. */
export function useRecordActor(handlers: Handlers = {}) {
  const actor = useActorRef(internalRecordMachine);
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
    loading: useSelector(actor, (s) => s.matches('loading')),
    saving: useSelector(actor, (s) => s.hasTag('saving')),
    failed: useSelector(actor, (s) => s.matches('failed')),
    editing: useSelector(actor, (s) => s.matches('editing') || s.matches('saving')),
  };
}
