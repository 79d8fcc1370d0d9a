/** Text width in CSS pixels for a CSS font shorthand. */
export type Measure = (text: string, font: string) => number;

let context: CanvasRenderingContext2D | null | undefined;

/*
 * Canvas measureText with the font the SVG draws, so a node is as wide as its label really is. Where there is
 * no canvas (a test DOM), an average glyph width keeps the sizes plausible.
 */
export const measureText: Measure = (text, font) => {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (!context) return text.length * (parseFloat(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? '14') * 0.6);
  context.font = font;
  return context.measureText(text).width;
};

/** The page's own font family, read once the stylesheet applies, so canvas and SVG measure the same glyphs. */
export const pageFontFamily = (): string =>
  typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif';

export type WrappedLabel = { lines: string[]; width: number };

const ellipsis = '…';

/** Cuts a word that alone is wider than the line into pieces that fit. */
const splitLongWord = (word: string, fits: (s: string) => boolean): string[] => {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && !fits(piece + ch)) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
};

/**
 * Wraps a label to at most `maxLines` lines no wider than `maxWidth`, breaking at spaces, underscores and dots
 * (record names are often snake_case) and ending the last line with an ellipsis when the text is longer still.
 * The width is the widest line as measured, so the node can be sized to it.
 */
export const wrapLabel = (
  text: string,
  font: string,
  maxWidth: number,
  maxLines: number,
  measure: Measure = measureText,
): WrappedLabel => {
  const fits = (s: string) => measure(s, font) <= maxWidth;
  const words = text.split(/(?<=[\s_.])/).flatMap((w) => (fits(w) ? [w] : splitLongWord(w, fits)));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && !fits(line + word)) {
      lines.push(line);
      line = word;
    } else line += word;
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) => l.trimEnd());
  if (lines.length > maxLines) {
    let last = kept[maxLines - 1];
    while (last && !fits(last + ellipsis)) last = last.slice(0, -1);
    kept[maxLines - 1] = last + ellipsis;
  }
  const trimmed = kept;
  return { lines: trimmed, width: Math.max(0, ...trimmed.map((l) => measure(l, font))) };
};
