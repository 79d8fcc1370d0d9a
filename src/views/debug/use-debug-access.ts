import { useEffect, useState } from 'react';
import type { DebugAccess } from '../../contracts/debug';
import { debugApi } from '../../services/debug-api';
import { failureText } from '../../services/http-result';

export type AccessState =
  { kind: 'checking' } | { kind: 'allowed'; access: DebugAccess } | { kind: 'refused'; text: string };

/** The service's own role-map check, asked each time the panel opens; the console's check only hides the button. */
export const useDebugAccess = (): AccessState => {
  const [state, setState] = useState<AccessState>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    void debugApi.access().then((result) => {
      if (!live) return;
      setState(
        result.kind === 'ok'
          ? { kind: 'allowed', access: result.data }
          : { kind: 'refused', text: failureText(result) },
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
};
