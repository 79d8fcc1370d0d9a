import { hashAddress } from '../rules/hash-address';

/** The only place that moves the browser: machines name these as actions, tests provide their own. */
export const navigate = (path: string): void => {
  const target = hashAddress(path);
  if (window.location.hash !== target) window.location.hash = target;
};

export const currentPath = (): string => window.location.hash.replace(/^#/, '') || '/';

export const reloadPage = (): void => window.location.reload();

/** The path of the hash route without its query ("/case-management/case-management"). */
export const currentRoute = (): string => currentPath().split('?')[0] || '/';

/** The hash route's query without its "?" ('' none). */
export const currentQuery = (): string => currentPath().split('?')[1] ?? '';

/**
 * Names a list's state in the address of the route it belongs to, without moving: no hashchange, so the screen
 * does not start again. 'push' makes a history entry (back returns to the state before), 'replace' rewrites the
 * current one. Nothing happens once the user has left the route (a timer of a screen being closed).
 */
export function writeQuery(route: string, query: string, history: 'push' | 'replace'): void {
  if (currentRoute() !== route) return;
  const target = `#${route}${query ? `?${query}` : ''}`;
  if (window.location.hash === target) return;
  if (history === 'push') window.history.pushState(window.history.state, '', target);
  else window.history.replaceState(window.history.state, '', target);
}

/** Calls back on every move of the address from outside the screen: back, forward, a link, a typed URL. */
export function onAddressChange(listener: () => void): () => void {
  // Back and forward between entries that differ in the hash fire both events; the listener compares.
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}
