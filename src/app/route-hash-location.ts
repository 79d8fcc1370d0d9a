import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

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
