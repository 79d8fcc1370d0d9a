import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { hashAddress } from '../rules/hash-address';

/**
 * Hash routing with the query kept inside the hash, as the original console's links have it
 * (#/sessions/reset-password?token=…). wouter's hash hook returns the query as part of the path, which would
 * stop routes from matching, so the path drops it and the search hook reads it; a query in the real search
 * (?token=…#/…, as wouter's own navigate writes it) is read when the hash has none.
 */
export const pathOf = (hashPath: string): string => hashPath.split('?')[0] || '/';

export const useHashPath: BaseLocationHook = () => {
  const [path, navigate] = useHashLocation();
  return [pathOf(path), navigate];
};
useHashPath.hrefs = (href: string) => `#${href}`;

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  addEventListener('popstate', onChange);
  return () => {
    removeEventListener('hashchange', onChange);
    removeEventListener('popstate', onChange);
  };
};

export const searchOf = (hash: string, search: string): string => {
  const inHash = hash.split('?')[1];
  return inHash !== undefined && inHash !== '' ? inHash : search.replace(/^\?/, '');
};

export const useHashSearch = (): string =>
  useSyncExternalStore(subscribe, () => searchOf(location.hash, location.search));

/**
 * A click that moves to another screen, the query kept inside the hash (#/x?id=1) as the console's links have it;
 * wouter's own navigate would move it into the real search. Post-save moves are machine actions, not this.
 */
export const moveTo = (path: string): void => {
  const target = hashAddress(path);
  if (location.hash !== target) location.hash = target;
};

/** Names the record now on screen in the address without moving (no hashchange, so the screen stays as it is). */
export const replaceAddress = (path: string): void =>
  history.replaceState(history.state, '', hashAddress(path));

/** Whether this tab has a page to go back to (one opened straight from an address has none). */
export const canGoBack = (): boolean => history.length > 1;

export const goBack = (): void => history.back();
