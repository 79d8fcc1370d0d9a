import type { GridColumn, Theme } from '@glideapps/glide-data-grid';
import { useMemo } from 'react';
import type { SortSetting } from '../../../rules/kit-table';
import { allotWidths, type LineWidths } from '../../../rules/kit-text-lines';
import { measureText } from './cell-tip';
import { cellText, type DatatableColumn } from './columns';
import { fittedWidth } from './grid-text';

/** The grow column's width when none is given, and the least it keeps while fitted columns widen. */
const growWidth = 130;
/** The narrowest a grow column gets when even the two-line widths leave it less than its own width. */
const growFloor = 100;
/** Room kept for the grid's vertical scrollbar and the tick box column. */
const scrollbar = 16;
const tickBox = 40;

type Args<R extends Record<string, unknown>> = {
  columns: readonly DatatableColumn<R>[];
  /** The rows shown (a page, or a window of a list read in windows). */
  rows: readonly R[];
  sort: SortSetting;
  /** Widths the user dragged: they win. */
  widths?: Readonly<Record<string, number>>;
  theme: Partial<Theme>;
  lines: 1 | 2;
  /** The grid's width on screen (0 until measured). */
  width: number;
  ticked: boolean;
};

/**
 * Fitted widths only grow while the same columns are shown: a wide text scrolled out of view keeps its column's
 * width, so columns do not jump as rows scroll and a cell never narrows under the keyboard's focus (the desk's
 * tip was judged on a narrower SLA column while its widest row was scrolled off). Kept per columns array.
 */
const widestSeen = new WeakMap<object, Map<string, LineWidths>>();

const arrow = (sort: SortSetting, id: string) =>
  sort?.column === id ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';

/**
 * glide's columns: dragged widths, then fitted columns sized to the page's text (on one line where the grid's
 * width allows, else on two), fixed widths, and the grow column taking the rest.
 */
export function useGridColumns<R extends Record<string, unknown>>(args: Args<R>): GridColumn[] {
  const { columns, rows, sort, widths, theme, lines, width, ticked } = args;
  return useMemo(() => {
    const seen = widestSeen.get(columns) ?? new Map<string, LineWidths>();
    widestSeen.set(columns, seen);
    const font = `${theme.baseFontStyle} ${theme.fontFamily}`;
    const headerFont = `${theme.headerFontStyle} ${theme.fontFamily}`;
    const fitOf = (c: DatatableColumn<R>, maxLines: 1 | 2) =>
      fittedWidth({
        header: c.title,
        // Sized to what the page shows: a page's few texts are measured, not the whole list.
        texts: rows.map((r) => cellText(c, r)),
        measure: (s) => measureText(s, font),
        measureHeader: (s) => measureText(s, headerFont),
        maxLines,
        maxWidth: c.fit === true || c.fit === undefined ? undefined : c.fit.maxWidth,
      });
    const fitted = columns.filter((c) => c.fit && widths?.[c.id] === undefined);
    const fits: LineWidths[] = fitted.map((c) => {
      const one = fitOf(c, 1);
      const now = { one, two: lines === 2 ? fitOf(c, 2) : one };
      const before = seen.get(`${c.id}:${lines}`);
      const fit = before ? { one: Math.max(before.one, now.one), two: Math.max(before.two, now.two) } : now;
      seen.set(`${c.id}:${lines}`, fit);
      return fit;
    });
    const fixed = (c: DatatableColumn<R>) => widths?.[c.id] ?? c.width ?? growWidth;
    const grows = (c: DatatableColumn<R>) => widths?.[c.id] === undefined && (c.grow || !c.width);
    const taken = columns.filter((c) => !fitted.includes(c)).reduce((sum, c) => sum + fixed(c), 0);
    const room = width - taken - scrollbar - (ticked ? tickBox : 0);
    const allotted = width > 0 ? allotWidths(fits, room) : fits.map((f) => f.two);
    const fittedWidths = new Map(fitted.map((c, i) => [c.id, allotted[i]]));
    // Where even two lines leave too little, the grow column gives up its own width (down to a floor), so the
    // grid does not scroll sideways; it takes whatever is left over anyway.
    const short = width > 0 ? Math.max(0, allotted.reduce((sum, w) => sum + w, 0) - room) : 0;
    return columns.map((c) => {
      const base = { id: c.id, title: `${c.title}${arrow(sort, c.id)}` };
      const own = widths?.[c.id] ?? fittedWidths.get(c.id);
      if (own !== undefined) return { ...base, width: own };
      if (!grows(c)) return { ...base, width: fixed(c) };
      return { ...base, grow: 1, width: Math.max(growFloor, fixed(c) - short) };
    });
  }, [columns, rows, sort, widths, theme, lines, width, ticked]);
}
