import type { EventEntry } from '../../rules/inspection';
import type { DatatableColumn } from '../kit/datatable/columns';

export type EventRow = {
  seq: number;
  time: string;
  route: string;
  type: string;
  payload: string;
  entry: EventEntry;
};

const time = (at: number): string => new Date(at).toISOString().slice(11, 23);

// The log is redrawn up to 4 times a second over as many as 2000 entries: each entry's row (its payload as JSON
// above all) is made once, when it is first shown.
const made = new WeakMap<EventEntry, EventRow>();

export const eventRowOf = (entry: EventEntry): EventRow => {
  const known = made.get(entry);
  if (known) return known;
  const row = {
    seq: entry.seq,
    time: time(entry.at),
    route: `${entry.source ?? '—'} → ${entry.target}`,
    type: entry.type,
    payload: JSON.stringify(entry.payload) ?? '',
    entry,
  };
  made.set(entry, row);
  return row;
};

// Fixed widths, none fitted: fitting measures every row's text, and this list changes as the console runs.
export const eventColumns: DatatableColumn<EventRow>[] = [
  { id: 'time', title: 'Time', width: 124 },
  { id: 'route', title: 'Source → target', width: 220 },
  { id: 'type', title: 'Event', width: 250 },
  { id: 'payload', title: 'Payload', grow: true, width: 240 },
];
