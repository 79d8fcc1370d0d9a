import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { clampZoom, fitView, panBy, zoomAt, type Box, type View } from './view-math';
import styles from './graph.module.css';
import { Button } from '../ui/button';
import { IconButton } from '../ui/icon-button';

type Props = {
  /** Names the zoom toolbar: "Search graph" gives "Search graph zoom". */
  name: string;
  width: number;
  height: number;
  /** The svg's own accessible role and name, or hidden when a text view stands in for the picture. */
  svg: { role: 'group'; label: string } | { hidden: true };
  /** Arrow keys pan only while a node has focus; a picture with no focusable nodes says drag only. */
  keyboardPan?: boolean;
  /** The smallest zoom a fit may choose (see fitView). */
  fitFloor?: number;
  /** What a fit held at its floor centres on (a statechart's active states); by default the top, centred. */
  focus?: Box;
  children: ReactNode;
};

const step = 48;
const dragThreshold = 4;
// The frame grows with the fitted graph up to this share of the window; fitting reads the cap, not the frame's
// current height, which itself follows the fit.
const maxShare = 0.7;
const maxFrameHeight = () => (typeof window === 'undefined' ? 600 : window.innerHeight * maxShare);

/**
 * A pan-and-zoom frame for a laid-out graph: buttons and ctrl/cmd-wheel zoom, drag pans, and arrow keys pan while
 * focus is inside (the nodes are the focusable parts; the frame itself is not a tab stop, so nothing focusable
 * nests in another). A node that takes focus is brought into view.
 */
export const GraphViewport = ({
  name,
  width,
  height,
  svg,
  keyboardPan = true,
  fitFloor,
  focus,
  children,
}: Props) => {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  // The frame is as tall as the fitted graph, so a small graph on a phone leaves no empty band under it.
  const [fitScale, setFitScale] = useState(1);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);

  const size = () => ({ w: frame.current?.getBoundingClientRect().width || width });
  // Until the user zooms or pans, the graph follows the frame's size (a phone turned, a panel opened).
  const userMoved = useRef(false);
  const move = (next: (v: View) => View) => {
    userMoved.current = true;
    setView(next);
  };
  const fit = () => {
    userMoved.current = false;
    const next = fitView({ w: size().w, h: maxFrameHeight() }, { w: width, h: height }, fitFloor, focus);
    setView(next);
    setFitScale(next.k);
  };

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    userMoved.current = false;
    const observer = new ResizeObserver(([entry]) => {
      if (userMoved.current || !entry) return;
      const next = fitView(
        { w: entry.contentRect.width, h: maxFrameHeight() },
        { w: width, h: height },
        fitFloor,
        focus,
      );
      setView(next);
      setFitScale(next.k);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height, fitFloor, focus]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    // Native and not passive: only a ctrl/cmd-wheel zooms, and it must not zoom the whole page as well.
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const r = el.getBoundingClientRect();
      move((v) => zoomAt(v, v.k * Math.exp(-e.deltaY / 300), e.clientX - r.left, e.clientY - r.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const zoomBy = (factor: number) => {
    const r = frame.current?.getBoundingClientRect();
    move((v) => zoomAt(v, v.k * factor, (r?.width ?? width) / 2, (r?.height ?? height) / 2));
  };

  const handleKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = moves[e.key];
    if (delta) move((v) => panBy(v, delta[0], delta[1]));
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
    if (dx || dy) move((v) => panBy(v, dx, dy));
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
    move((v) => panBy(v, dx, dy));
  };
  const handlePointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  return (
    <div className={styles.wrap}>
      <div role="toolbar" aria-label={`${name} zoom`} className={styles.toolbar}>
        <IconButton variant="secondary" size="sm" label="Zoom out" onClick={() => zoomBy(0.8)}>
          −
        </IconButton>
        <IconButton variant="secondary" size="sm" label="Zoom in" onClick={() => zoomBy(1.25)}>
          +
        </IconButton>
        <Button size="sm" onClick={fit}>
          Fit
        </Button>
        <Button size="sm" onClick={() => move((v) => ({ ...v, k: 1 }))}>
          100%
        </Button>
        <output className={styles.zoom} aria-label="Zoom level">
          {Math.round(view.k * 100)}%
        </output>
        <span className={styles.hint}>
          {keyboardPan ? 'Drag or use arrow keys to pan' : 'Drag to pan'} · Ctrl + wheel to zoom
        </span>
      </div>
      <div
        ref={frame}
        className={styles.frame}
        style={{ height: `min(${Math.max(120, Math.ceil(height * fitScale) + 24)}px, ${maxShare * 100}vh)` }}
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
