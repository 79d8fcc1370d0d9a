import { useState } from 'react';
import type { ColumnPrefs } from '../../../rules/kit-columns';
import { readColumnPrefs, writeColumnPrefs } from '../../../machines/table-prefs';

/** Column prefs under `key` (read again when the key changes: another user, another view). */
export function useColumnPrefs(key: string | undefined) {
  const [state, setState] = useState(() => ({ key, prefs: readColumnPrefs(key) }));
  // Derived, not an effect: a new key reads its own entry during render.
  const current = state.key === key ? state : { key, prefs: readColumnPrefs(key) };
  if (current !== state) setState(current);
  return [
    current.prefs,
    (next: ColumnPrefs) => {
      setState({ key, prefs: next });
      writeColumnPrefs(key, next);
    },
  ] as const;
}
