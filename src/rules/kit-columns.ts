/**
 * Which table columns show and how wide they are: a column may show only from a viewport width on (so the
 * essential ones fit a 1280 px screen without horizontal scrolling), the user may show or hide any column, and
 * the widths they drag are kept. Both choices are kept per user in the browser.
 */

export type ColumnPrefs = {
  /** The user's own choice per column id: true shows it, false hides it; absent follows the screen width. */
  shown: Record<string, boolean>;
  /** Widths in px the user dragged, per column id. */
  widths: Record<string, number>;
};

export type ColumnShape = { id: string; showFrom?: number };

export const emptyColumnPrefs: ColumnPrefs = { shown: {}, widths: {} };

/** Narrowest and widest a dragged column may be; glide-data-grid's own defaults. */
export const minColumnWidth = 50;
export const maxColumnWidth = 500;

/** Whether a column shows by default at this viewport width (before the user's choice). */
export const shownByDefault = (column: ColumnShape, viewportWidth: number): boolean =>
  column.showFrom === undefined || viewportWidth >= column.showFrom;

/** The columns on screen, in their order: the user's choice wins over the width rule; at least one stays. */
export function shownColumns<C extends ColumnShape>(
  columns: readonly C[],
  viewportWidth: number,
  prefs: ColumnPrefs,
): C[] {
  const out = columns.filter((c) => prefs.shown[c.id] ?? shownByDefault(c, viewportWidth));
  return out.length > 0 ? out : columns.slice(0, 1);
}

/** The storage key of one view's column choices for one user (each user of a shared browser keeps their own). */
export const columnPrefsKey = (viewId: string, userId: number | string) =>
  `staff-console.columns.${viewId}.${userId}`;

const clampWidth = (n: number) => Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, n)));

/** A stored entry back to prefs; anything malformed is dropped, so a bad entry never breaks the table. */
export function parseColumnPrefs(raw: string | null): ColumnPrefs {
  if (!raw) return emptyColumnPrefs;
  try {
    const v = JSON.parse(raw) as { shown?: unknown; widths?: unknown };
    const shown: Record<string, boolean> = {};
    const widths: Record<string, number> = {};
    if (v.shown && typeof v.shown === 'object')
      for (const [id, on] of Object.entries(v.shown)) if (typeof on === 'boolean') shown[id] = on;
    if (v.widths && typeof v.widths === 'object')
      for (const [id, w] of Object.entries(v.widths))
        if (typeof w === 'number' && Number.isFinite(w)) widths[id] = clampWidth(w);
    return { shown, widths };
  } catch {
    return emptyColumnPrefs;
  }
}

export const withWidth = (prefs: ColumnPrefs, id: string, width: number): ColumnPrefs => ({
  ...prefs,
  widths: { ...prefs.widths, [id]: clampWidth(width) },
});

export const withShown = (prefs: ColumnPrefs, id: string, shown: boolean): ColumnPrefs => ({
  ...prefs,
  shown: { ...prefs.shown, [id]: shown },
});

/**
 * The text cut to fit `maxWidth` with an ellipsis (the canvas grid clips text without one). `measure` gives a
 * string's drawn width; the longest prefix that fits with '…' is found by halving, so long texts cost log n
 * measurements.
 */
export function fitText(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const ellipsis = '…';
  if (measure(ellipsis) > maxWidth) return '';
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, mid).trimEnd() + ellipsis) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return text.slice(0, low).trimEnd() + ellipsis;
}
