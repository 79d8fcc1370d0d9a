/** A pan and zoom: screen = content × k + (x, y). */
export type View = { x: number; y: number; k: number };
/** A rectangle in content coordinates. */
export type Box = { x: number; y: number; w: number; h: number };

const minZoom = 0.25;
const maxZoom = 3;
const pad = 12;

export const clampZoom = (k: number): number => Math.min(maxZoom, Math.max(minZoom, k));

/** Zooms keeping the content point under (px, py) where it is on screen. */
export const zoomAt = (v: View, k: number, px: number, py: number): View => {
  const next = clampZoom(k);
  return { k: next, x: px - ((px - v.x) * next) / v.k, y: py - ((py - v.y) * next) / v.k };
};

export const panBy = (v: View, dx: number, dy: number): View => ({ ...v, x: v.x + dx, y: v.y + dy });

/*
 * Fits the graph into the frame but by default never below 60 %: on a phone a whole graph shrunk to a third is
 * unreadable, and panning a readable one is better. Never above full size either. A picture meant as an overview passes a lower floor.
 */
export const fitView = (
  frame: { w: number; h: number },
  content: { w: number; h: number },
  floor = 0.6,
  focus?: Box,
): View => {
  const k = Math.max(floor, Math.min(1, (frame.w - 2 * pad) / content.w, (frame.h - 2 * pad) / content.h));
  const x = Math.max(pad, (frame.w - content.w * k) / 2);
  if (!focus) return { k, x, y: pad };
  // Held at the floor, the graph overflows the frame: show the part that matters (the focus) in the middle.
  const centred = (frameLen: number, contentLen: number, at: number, len: number, fallback: number) =>
    contentLen * k <= frameLen - 2 * pad
      ? fallback
      : Math.min(pad, Math.max(frameLen - pad - contentLen * k, frameLen / 2 - (at + len / 2) * k));
  return {
    k,
    x: centred(frame.w, content.w, focus.x, focus.w, x),
    y: centred(frame.h, content.h, focus.y, focus.h, pad),
  };
};
