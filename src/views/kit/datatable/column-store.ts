import { useState } from 'react';
import { emptyColumnPrefs, parseColumnPrefs, type ColumnPrefs } from '../../../rules/kit-columns';

/** The user's column choices (shown columns, dragged widths) kept in the browser, like the sort (sort-store.ts).
 * Storage may be unavailable (private mode, quota); the choices then last as long as the page. */
export const readColumnPrefs = (key: string | undefined): ColumnPrefs => {
  if (!key) return emptyColumnPrefs;
  try {
    return parseColumnPrefs(window.localStorage.getItem(key));
  } catch {
    return emptyColumnPrefs;
  }
};

export const writeColumnPrefs = (key: string | undefined, prefs: ColumnPrefs): void => {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(prefs));
  } catch {
    // Not remembered; the table still shows the choice.
  }
};

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
