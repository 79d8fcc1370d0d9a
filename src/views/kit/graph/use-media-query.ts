import { useSyncExternalStore } from 'react';

const noMedia = typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/** Whether a CSS media query matches now, following the window as it changes. */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (changed) => {
      if (noMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (noMedia ? false : window.matchMedia(query).matches),
    () => false,
  );
