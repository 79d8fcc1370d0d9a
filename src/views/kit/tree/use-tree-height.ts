import { useLayoutEffect, useState, type RefObject } from 'react';
import { useViewportHeight } from '../shared/use-viewport-height';

/** Tree height: window height minus the tree's top offset minus 20 px (spec §9), never below a usable minimum. */
export function useTreeHeight(ref: RefObject<HTMLElement | null>, fixed?: number, minHeight = 320): number {
  const viewport = useViewportHeight();
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (fixed !== undefined || !ref.current) return;
    setTop(ref.current.getBoundingClientRect().top + window.scrollY);
  }, [ref, fixed, viewport]);
  return fixed ?? Math.max(minHeight, viewport - top - 20);
}
