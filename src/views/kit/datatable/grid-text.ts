import {
  GridCellKind,
  getMiddleCenterBias,
  measureTextCached,
  type DrawCellCallback,
} from '@glideapps/glide-data-grid';
import { maxColumnWidth, minColumnWidth } from '../../../rules/kit-columns';
import { widthForLines, wrapText, type Measure } from '../../../rules/kit-text-lines';

/** glide-data-grid's default inner padding of a cell. */
export const cellPadding = 8;
/** Baseline to baseline of two lines in a 48 px row of 14 px text. */
const lineStep = 18;

/**
 * Text cells drawn in at most `maxLines` lines, words wrapped and the rest cut with an ellipsis (glide clips a
 * long text mid-letter and does not wrap it the way the column was sized).
 */
export const textDrawer =
  (maxLines: number): DrawCellCallback =>
  (args, drawContent) => {
    const { cell, ctx, theme, rect } = args;
    if (cell.kind !== GridCellKind.Text) return drawContent();
    const font = `${theme.baseFontStyle} ${theme.fontFamily}`;
    const room = rect.width - 2 * theme.cellHorizontalPadding;
    const measure = (s: string) => measureTextCached(s, ctx, font).width;
    const { lines, cut } = wrapText(cell.displayData, room, measure, maxLines);
    if (lines.length === 1 && !cut) return drawContent();
    // Drawn as glide draws a one-line text cell (drawSingleTextLine), a line at a time, centred as a block.
    ctx.fillStyle = theme.textDark;
    const x = rect.x + theme.cellHorizontalPadding + 0.5;
    const top = rect.y + rect.height / 2 - ((lines.length - 1) * lineStep) / 2;
    const bias = getMiddleCenterBias(ctx, font);
    lines.forEach((line, i) => ctx.fillText(line, x, top + i * lineStep + bias));
  };

type FitArgs = {
  header: string;
  texts: readonly string[];
  measure: Measure;
  measureHeader: Measure;
  maxLines: 1 | 2;
  maxWidth?: number;
};

/**
 * A column's width from its content: the header (with room for the sort arrow, so sorting does not move the
 * columns) and the narrowest width that shows each text whole in the lines a row has.
 */
export function fittedWidth({ header, texts, measure, measureHeader, maxLines, maxWidth }: FitArgs): number {
  let width = measureHeader(`${header} ▼`);
  for (const text of new Set(texts)) width = Math.max(width, widthForLines(text, measure, maxLines));
  const padded = Math.ceil(width + 2 * cellPadding + 3);
  return Math.min(maxWidth ?? maxColumnWidth, Math.max(minColumnWidth, padded));
}
