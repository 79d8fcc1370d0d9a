import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element the ref is put on, followed as it resizes: a chart drawn at its real width keeps
 * 12 px labels at 375 px, where a scaled viewBox would shrink them to a blur.
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    read();
    // jsdom has no ResizeObserver: the fallback width stands there.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
