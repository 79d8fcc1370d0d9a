import type { DirectedGraphNode } from 'xstate/graph';
import type { ElkNode } from '../kit/graph/elk-engine';
import type { Measure } from '../kit/graph/measure-text';
import type { Expansion } from './chart-expansion';
import { chartGraphOf } from './chart-layout';

/*
 * A statechart laid out at build time (scripts/debug-artefacts-build.ts) cannot know the reader's fonts: the console
 * draws in the system's sans-serif. So the build sizes every label with this estimate, wide enough for the bold
 * system fonts the stack names (DejaVu Sans, the widest, Segoe UI, Roboto, Liberation Sans / Arial), and the
 * console checks each label against its real width before it uses the picture (textFits); a label wider than
 * estimated sends the chart to ELK in the browser, so no text ever overflows its box.
 */
const em = (ch: string): number => {
  if ('mwMW@'.includes(ch)) return 1.15;
  if ("ijl.,;'|!I ".includes(ch)) return 0.4;
  if ('ftr()[]-:'.includes(ch)) return 0.5;
  if (/[A-Z]/.test(ch)) return 0.9;
  if (/[0-9a-z_]/.test(ch)) return 0.76;
  // Anything else (arrows, symbols, other scripts): wider than any Latin letter but m and w.
  return 1.0;
};

export const estimateWidth: Measure = (text, font) => {
  const size = parseFloat(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? '14');
  let width = 0;
  for (const ch of text) width += em(ch);
  return width * size;
};

/** The chart's ELK input as the build makes it: the same for every reader, whatever fonts they have. */
export const estimatedChartOf = (root: DirectedGraphNode, open?: Expansion): ElkNode =>
  chartGraphOf(root, 'sans-serif', estimateWidth, open);

/** A short, stable digest of a JSON value (53-bit cyrb53): equal inputs, equal digests. */
export const digestOf = (value: unknown): string => {
  const text = JSON.stringify(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

/** Whether every label of the chart, opened so, is no wider in the reader's font than the build estimated. */
export const textFits = (
  root: DirectedGraphNode,
  family: string,
  measure: Measure,
  open?: Expansion,
): boolean => {
  const asked: [string, string][] = [];
  const ask: Measure = (text, font) => {
    asked.push([text, font]);
    return 0;
  };
  chartGraphOf(root, family, ask, open);
  return asked.every(([text, font]) => measure(text, font) <= estimateWidth(text, font));
};
