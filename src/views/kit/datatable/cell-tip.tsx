import { useState } from 'react';
import { createPortal } from 'react-dom';
import { wrapText } from '../../../rules/kit-text-lines';
import styles from './datatable.module.css';

type Box = { x: number; y: number; width: number; height: number };
export type CellTip = { text: string; x: number; y: number };

let context: CanvasRenderingContext2D | null | undefined;
/** Width of a text in the grid's font, measured on one offscreen canvas shared by every table. */
export const measureText = (text: string, font: string): number => {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
};

/**
 * The full text of the cell under the pointer or under the keyboard focus, when the cell shows it cut. Glide
 * draws on a canvas, so a `title` attribute is not available; the tip is an element over the cell instead.
 */
export function useCellTip(font: string, padding: number, lines = 1) {
  const [tip, setTip] = useState<CellTip | null>(null);
  const show = (text: string, box: Box | undefined) => {
    const room = box ? box.width - 2 * padding : 0;
    // The grid's own layout (kit-text-lines): a cell is cut when its lines cannot hold the whole text.
    const cut = box !== undefined && wrapText(text, room, (s) => measureText(s, font), lines).cut;
    setTip(cut ? { text, x: box.x, y: box.y + box.height } : null);
  };
  return { tip, show, hide: () => setTip(null) };
}

export const CellTipView = ({ tip, id }: { tip: CellTip | null; id: string }) =>
  tip &&
  createPortal(
    <div id={id} role="tooltip" className={styles.tip} style={{ left: tip.x, top: tip.y + 2 }}>
      {tip.text}
    </div>,
    document.body,
  );
