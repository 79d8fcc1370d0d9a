import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect } from 'react';
import { queryMachine, type QueryInput } from '../../machines/query.machine';
import type { ReadData, ReadName, ReadParams } from '../../machines/reads';

type Options = Omit<QueryInput, 'read'>;

/**
 * A named read through the query machine; runs with `initial` whenever it changes unless it is undefined.
 * The view names the read and sends `query.run`; the machine's actor makes the call.
 */
export function useQuery<K extends ReadName>(read: K, initial?: ReadParams<K>, options: Options = {}) {
  const ref = useScreenActor(queryMachine, { input: { read, ...options } });
  const data = useSelector(ref, (s) => s.context.data as ReadData<K> | null);
  const error = useSelector(ref, (s) => s.context.error);
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const key = JSON.stringify(initial ?? null);
  useEffect(() => {
    if (initial !== undefined) ref.send({ type: 'query.run', params: initial });
    // The key stands for `initial`: a new object with the same content is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, key]);
  return { data, error, loading, run: (params: ReadParams<K>) => ref.send({ type: 'query.run', params }) };
}
