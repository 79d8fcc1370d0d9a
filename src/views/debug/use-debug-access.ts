import type { DebugAccess } from '../../contracts/debug';
import { useQuery } from '../kit/use-query';

export type AccessState =
  { kind: 'checking' } | { kind: 'allowed'; access: DebugAccess } | { kind: 'refused'; text: string };

/** The service's own role-map check, asked each time the panel opens; the console's check only hides the button. */
export const useDebugAccess = (): AccessState => {
  const { data, error } = useQuery('debug.access', null);
  if (error !== null) return { kind: 'refused', text: error };
  return data ? { kind: 'allowed', access: data } : { kind: 'checking' };
};
