import { tableHeaderHeight, tableRowHeight } from '../../rules/kit-table';

/**
 * The inspector keeps at most 2000 entries (streams/inspector.ts): a debug list is one page of the kit Datatable,
 * the virtualised grid scrolls it, so a live log is never cut into pages that shift as it grows.
 */
export const debugPageSize = 2000;

/**
 * A grid as tall as its rows, up to `most` of them: a short list (the actors, the steps replayed so far) reads
 * whole, as the plain table it replaced did, the newest step included, without scrolling inside the grid.
 */
export const gridHeightFor = (rows: number, most = 30): number =>
  tableHeaderHeight + Math.max(1, Math.min(rows, most)) * tableRowHeight + 2;
