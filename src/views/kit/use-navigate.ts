import { useCallback } from 'react';

/**
 * A click that moves to another screen. The query stays inside the hash (#/x?id=1), as the console's links have
 * it; wouter's own navigate would move it into the real search. Post-save moves are machine actions, not this.
 */
export const useNavigate = () =>
  useCallback((path: string) => {
    const target = `#${path.startsWith('/') ? path : `/${path}`}`;
    if (window.location.hash !== target) window.location.hash = target;
  }, []);

/**
 * Names the record now on screen in the address without moving (no hashchange, so the screen stays as it is): a
 * reload or a copied link then opens that record.
 */
export const replaceAddress = (path: string): void => {
  window.history.replaceState(window.history.state, '', `#${path.startsWith('/') ? path : `/${path}`}`);
};
