import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { clampZoom, fitView, panBy, zoomAt, type View } from './view-math';
import styles from './graph.module.css';

type Props = {
  /** Names the zoom toolbar: "Search graph" gives "Search graph zoom". */
  name: string;
  width: number;
  height: number;
  /** The svg's own accessible role and name, or hidden when a text view stands in for the picture. */
  svg: { role: 'group'; label: string } | { hidden: true };
  children: ReactNode;
};

const step = 48;
const dragThreshold = 4;

/**
 * A pan-and-zoom frame for a laid-out graph: buttons and ctrl/cmd-wheel zoom, drag pans, and arrow keys pan while
 * focus is inside (the nodes are the focusable parts; the frame itself is not a tab stop, so nothing focusable
 * nests in another). A node that takes focus is brought into view.
 */
export const GraphViewport = ({ name, width, height, svg, children }: Props) => {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);

  const size = () => {
    const r = frame.current?.getBoundingClientRect();
    return { w: r?.width || width, h: r?.height || height };
  };
  const fit = () => setView(fitView(size(), { w: width, h: height }));
  const fitted = useRef('');

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Fit when a graph of a new size first shows: later zooming and panning are the user's, even on a resize.
    const observer = new ResizeObserver(([entry]) => {
      const key = `${width}x${height}`;
      if (fitted.current === key || !entry) return;
      fitted.current = key;
      const { width: w, height: h } = entry.contentRect;
      setView(fitView({ w, h }, { w: width, h: height }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    // Native and not passive: only a ctrl/cmd-wheel zooms, and it must not zoom the whole page as well.
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const r = el.getBoundingClientRect();
      setView((v) => zoomAt(v, v.k * Math.exp(-e.deltaY / 300), e.clientX - r.left, e.clientY - r.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const zoomBy = (factor: number) => {
    const { w, h } = size();
    setView((v) => zoomAt(v, v.k * factor, w / 2, h / 2));
  };

  const handleKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[e.key];
    if (move) setView((v) => panBy(v, move[0], move[1]));
    else if (e.key === '+' || e.key === '=') zoomBy(1.25);
    else if (e.key === '-') zoomBy(0.8);
    else return;
    e.preventDefault();
  };

  const handleFocus = (e: { target: EventTarget }) => {
    const el = frame.current;
    if (!el || !(e.target instanceof Element) || e.target === el) return;
    const f = el.getBoundingClientRect();
    const t = e.target.getBoundingClientRect();
    const margin = 12;
    const dx =
      t.left < f.left ? f.left - t.left + margin : t.right > f.right ? f.right - t.right - margin : 0;
    const dy =
      t.top < f.top ? f.top - t.top + margin : t.bottom > f.bottom ? f.bottom - t.bottom - margin : 0;
    if (dx || dy) setView((v) => panBy(v, dx, dy));
  };

  const handlePointerDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId };
    suppressClick.current = false;
  };
  const handlePointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < dragThreshold) return;
    // Capture only once it is a drag: capturing on press would retarget a plain click away from its node.
    if (!d.moved) frame.current?.setPointerCapture(d.id);
    d.moved = true;
    d.x = e.clientX;
    d.y = e.clientY;
    setView((v) => panBy(v, dx, dy));
  };
  const handlePointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  return (
    <div className={styles.wrap}>
      <div role="toolbar" aria-label={`${name} zoom`} className={styles.toolbar}>
        <button type="button" onClick={() => zoomBy(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => zoomBy(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={fit}>
          Fit
        </button>
        <button type="button" onClick={() => setView((v) => ({ ...v, k: 1 }))}>
          100%
        </button>
        <output className={styles.zoom} aria-label="Zoom level">
          {Math.round(view.k * 100)}%
        </output>
        <span className={styles.hint}>Drag or use arrow keys to pan · Ctrl + wheel to zoom</span>
      </div>
      <div
        ref={frame}
        className={styles.frame}
        style={{ height: `min(${Math.max(200, height + 24)}px, 70vh)` }}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onClickCapture={(e) => {
          // The release that ends a drag is not a click on whatever node it ended over.
          if (!suppressClick.current) return;
          suppressClick.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        <svg
          width="100%"
          height="100%"
          {...('hidden' in svg ? { 'aria-hidden': true } : { role: svg.role, 'aria-label': svg.label })}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${clampZoom(view.k)})`}>{children}</g>
        </svg>
      </div>
    </div>
  );
};
