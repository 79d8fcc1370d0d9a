import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { adviceQueryMachine } from '../../machines/advice-query.machine';

/** A read through the query machine; runs once with `initial` unless it is undefined. */
export function useQuery<P, T>(fetch: (params: P) => Promise<T>, initial?: P) {
  const machine = useMemo(
    () => adviceQueryMachine.provide({ actors: { fetch: fromPromise(({ input }) => fetch(input as P)) } }),
    // The fetch function is fixed per screen; re-creating the machine would drop its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const ref = useActorRef(machine);
  const data = useSelector(ref, (s) => s.context.data as T | null);
  const error = useSelector(ref, (s) => s.context.error);
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const key = JSON.stringify(initial ?? null);
  useEffect(() => {
    if (initial !== undefined) ref.send({ type: 'query.run', params: initial });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, key]);
  return { data, error, loading, run: (params: P) => ref.send({ type: 'query.run', params }) };
}
