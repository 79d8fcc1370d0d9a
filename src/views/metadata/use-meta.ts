import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useRef } from 'react';
import { metaCallMachine, type MetaCallInput } from '../../machines/meta-call.machine';
import { metaCollectionMachine, type MetaCollectionInput } from '../../machines/meta-collection.machine';
import type { MetaPathName } from '../../contracts/metadata/paths';

/** A metadata list on the collection machine, with callbacks for saved and removed records. */
export function useMetaCollection<R>(
  input: MetaCollectionInput,
  on: {
    saved?: (record: unknown) => void;
    removed?: (id: number) => void;
    loaded?: (rows: R[]) => void;
  } = {},
) {
  const actor = useScreenActor(metaCollectionMachine, { input });
  const onRef = useRef(on);
  useEffect(() => {
    onRef.current = on;
  });
  useEffect(() => {
    const a = actor.on('meta.saved', (e) => onRef.current.saved?.(e.record));
    const b = actor.on('meta.removed', (e) => onRef.current.removed?.(e.id));
    const c = actor.on('meta.loaded', (e) => onRef.current.loaded?.(e.rows as R[]));
    return () => {
      a.unsubscribe();
      b.unsubscribe();
      c.unsubscribe();
    };
  }, [actor]);
  const rows = useSelector(actor, (s) => s.context.rows) as R[];
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  return {
    rows,
    error,
    notice,
    busy,
    saving,
    reload: (listBody?: Record<string, unknown>) => actor.send({ type: 'meta.reload', listBody }),
    save: (path: MetaPathName, payload: Record<string, unknown>) =>
      actor.send({ type: 'meta.save', path, payload }),
    remove: (path: MetaPathName, id: number) => actor.send({ type: 'meta.remove', path, id }),
  };
}

/**
 * One call on demand on the call machine: its last result, error and whether it is running. With `first`, the
 * call starts with the machine (key the component by what the call is about to ask again).
 */
export function useMetaCall<T>(first?: MetaCallInput) {
  const actor = useScreenActor(metaCallMachine, { input: first });
  const result = useSelector(actor, (s) => s.context.result) as T | null;
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const path = useSelector(actor, (s) => s.context.path);
  return {
    result,
    error,
    busy,
    path,
    send: (p: MetaPathName, body: Record<string, unknown>) =>
      actor.send({ type: 'call.send', path: p, body }),
    clear: () => actor.send({ type: 'call.clear' }),
  };
}
