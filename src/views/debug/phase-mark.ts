import { useLayoutEffect } from 'react';

/*
 * User-timing marks for the debug panel's heavy tabs, so `npm run bench -- --only=debug` can say where a first
 * opening's time goes (the layout or report, React's render and commit, the paint) instead of one total.
 * A mark costs microseconds and nothing reads them in the console itself.
 */
export const markPhase = (name: string): void => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`debug:${name}`);
};

/** Marks `name` when the component's content is committed to the DOM (before the browser paints it). */
export const useCommitMark = (name: string, when: boolean): void =>
  useLayoutEffect(() => {
    if (when) markPhase(name);
  }, [name, when]);
