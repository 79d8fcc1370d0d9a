import { useSyncExternalStore } from 'react';

export type ColorScheme = 'light' | 'dark';

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

const subscribe = (listener: () => void) => {
  // The scheme moves with the user's choice ([data-theme] on the root) or, without one, with the system's.
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => {
    observer.disconnect();
    query?.removeEventListener('change', listener);
  };
};

const current = (): ColorScheme => {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return darkQuery()?.matches ? 'dark' : 'light';
};

/** The colour scheme the page is drawn in now: for what CSS cannot reach (a canvas, a chart's colours). */
export const useColorScheme = (): ColorScheme => useSyncExternalStore(subscribe, current, () => 'light');
