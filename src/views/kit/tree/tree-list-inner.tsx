import { forwardRef, type HTMLAttributes } from 'react';

/**
 * The tree list's inner element. react-window turns pointer events off here while the list scrolls and on again
 * 150 ms after the last scroll event; a click in that window fell through to the list itself, which react-arborist
 * reads as a click on empty space and clears the selection. A tree is a few hundred rows at most on screen, so the
 * hover work react-window saves is not worth a lost click: the row under the pointer always takes it.
 */
export const TreeListInner = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function TreeListInner({ style, ...rest }, ref) {
    return <div ref={ref} style={{ ...style, pointerEvents: undefined }} {...rest} />;
  },
);
