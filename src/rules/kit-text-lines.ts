/**
 * Text in table cells laid out in one or two lines. The canvas grid draws text itself, so the layout that draws a
 * cell, the one that sizes a column to its content and the one that says a cell is cut (its tip) must be the same
 * function: these. `measure` gives a string's drawn width in the grid's font.
 */
import { fitText } from './kit-columns';

export type Measure = (s: string) => number;
export type TextLines = { lines: string[]; cut: boolean };

/**
 * Words filled greedily into at most `maxLines` lines of `maxWidth`; what does not fit is cut with an ellipsis on
 * the last line (a single word wider than a line is cut there too).
 */
export function wrapText(text: string, maxWidth: number, measure: Measure, maxLines: number): TextLines {
  if (measure(text) <= maxWidth) return { lines: [text], cut: false };
  const words = text.split(' ');
  const lines: string[] = [];
  let at = 0;
  while (at < words.length && lines.length < maxLines - 1) {
    let end = at + 1;
    while (end < words.length && measure(words.slice(at, end + 1).join(' ')) <= maxWidth) end++;
    const line = words.slice(at, end).join(' ');
    // A word wider than the line: it is cut on the last line rather than breaking the layout.
    if (measure(line) > maxWidth) break;
    lines.push(line);
    at = end;
  }
  const rest = words.slice(at).join(' ');
  const last = fitText(rest, maxWidth, measure);
  if (rest !== '') lines.push(last);
  return { lines, cut: last !== rest };
}

/**
 * The narrowest width that shows `text` whole in `maxLines` lines (1 or 2), breaking only between words: for two
 * lines, the best split's wider half. Greedy filling at that width keeps to two lines, since the first line can
 * only take more words than the split gives it.
 */
export function widthForLines(text: string, measure: Measure, maxLines: 1 | 2): number {
  const whole = measure(text);
  if (maxLines === 1) return whole;
  const words = text.split(' ');
  let best = whole;
  for (let i = 1; i < words.length; i++) {
    const wider = Math.max(measure(words.slice(0, i).join(' ')), measure(words.slice(i).join(' ')));
    if (wider < best) best = wider;
  }
  return best;
}

/** A fitted column's width on one line and on two (two ≤ one). */
export type LineWidths = { one: number; two: number };

/**
 * Widths for fitted columns sharing `room` px: each starts at its two-line width, and the columns that cost least
 * to widen go to one line while the room lasts, so a wide screen reads on one line and a narrow one wraps.
 */
export function allotWidths(fits: readonly LineWidths[], room: number): number[] {
  const widths = fits.map((f) => f.two);
  let spare = room - widths.reduce((sum, w) => sum + w, 0);
  const cheapestFirst = fits
    .map((_, i) => i)
    .sort((a, b) => fits[a].one - fits[a].two - (fits[b].one - fits[b].two));
  for (const i of cheapestFirst) {
    const cost = fits[i].one - fits[i].two;
    if (cost > spare) continue;
    widths[i] = fits[i].one;
    spare -= cost;
  }
  return widths;
}
