import { deskPageMaxRows } from '../contracts/workflow/desk-page';
import type { DeskQuery } from './desk-window';

/** Rows the first read asks for: a tall screen's first rows (two-line rows on 1440 px show about 20). */
export const firstWindow = 50;
/** Rows read beyond each side of what the grid shows, so a scroll of a screen or two finds them there. */
export const readMargin = 50;

export const defaultDeskQuery: DeskQuery = {
  list: 'my',
  sla: '',
  owner: '',
  status: '',
  cls: null,
  q: '',
  sort: null,
};

/** The read [offset, limit] around the rows shown [from, to), within the tab and the call's limit. */
export function windowAround(shown: { from: number; to: number }, total: number): [number, number] {
  const offset = Math.max(0, shown.from - readMargin);
  const end = Math.min(
    Math.max(shown.to + readMargin, offset + firstWindow),
    Math.max(total, offset + firstWindow),
  );
  return [offset, Math.min(deskPageMaxRows, end - offset)];
}
