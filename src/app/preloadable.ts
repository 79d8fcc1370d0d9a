import { createElement, lazy, useState, type ComponentType } from 'react';

/** A chunk's loader that remembers the module once it has arrived, so a later render need not wait for it. */
export type Loader<M> = (() => Promise<M>) & { loaded: () => M | undefined };

export const loader = <M>(load: () => Promise<M>): Loader<M> => {
  let module: M | undefined;
  const run = () =>
    load().then((m) => {
      module = m;
      return m;
    });
  return Object.assign(run, { loaded: () => module });
};

/**
 * React.lazy over one named export, rendered at once when its chunk has already arrived (a prefetch while the user
 * typed). React.lazy suspends on its first render even then, and React holds back revealing a suspended screen
 * for up to 300 ms after its fallback showed: that wait, not the network, was most of sign-in → tenant → home.
 */
export type PreloadableScreen<P> = ComponentType<P> & { preload: () => void };

export function preloadable<P extends object, K extends string>(
  load: Loader<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableScreen<P> {
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  const Screen = (props: P) => {
    // Chosen once per mount: switching from Lazy to the module later would remount the screen.
    const [chosen] = useState(() => ({ Component: load.loaded()?.[name] ?? Lazy }));
    return createElement(chosen.Component as ComponentType<P>, props);
  };
  Screen.displayName = `Preloadable(${name})`;
  // A failed load is left to the render that needs the chunk, which shows its own loading error.
  return Object.assign(Screen, { preload: () => void load().catch(() => undefined) });
}
