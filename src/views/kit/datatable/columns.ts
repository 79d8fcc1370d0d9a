import { formatDateTime, formatTimeTaken } from '../../../rules/kit-format';

export type CellFormat = 'text' | 'datetime' | 'minutes';
export type DatatableColumn<R> = {
  id: keyof R & string;
  title: string;
  width?: number;
  /** Shown by default only from this viewport width on (px); the user may still show or hide it. */
  showFrom?: number;
  /** Takes the width left over (one column per table, usually the title). */
  grow?: boolean;
  /**
   * Sized to its content: the header and the shown rows' text, laid out in the table's lines (see rowLines), so
   * nothing is cut. `maxWidth` caps a column whose text may run long (it is then cut with an ellipsis and a tip).
   */
  fit?: true | { maxWidth: number };
  /** 'datetime' shows 'dd MMM yyyy HH:mm', 'minutes' shows time taken; create_datetime and time_taken get
   * these by default (spec §3). */
  format?: CellFormat | ((value: unknown, row: R) => string);
  /** A cell's text colour from the theme (status badges); the text itself must say the same. */
  tone?: (row: R) => CellTone | undefined;
};
export type CellTone = 'danger' | 'warning' | 'success';

const defaultFormats: Record<string, CellFormat> = { create_datetime: 'datetime', time_taken: 'minutes' };

/** The text a cell shows; the filter searches the same text. */
export function cellText<R extends Record<string, unknown>>(column: DatatableColumn<R>, row: R): string {
  const value = row[column.id];
  const format = column.format ?? defaultFormats[column.id] ?? 'text';
  if (typeof format === 'function') return format(value, row);
  if (format === 'datetime') return formatDateTime(value as string);
  if (format === 'minutes') return formatTimeTaken(value as number);
  return value === null || value === undefined ? '' : String(value);
}
