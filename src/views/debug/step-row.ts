import type { ReplayedStep } from '../../machines/graph/trace-replay';
import type { DatatableColumn } from '../kit/datatable/columns';

export type StepRow = { n: number; type: string; state: string; recorded: string };

export const stepRow = (s: ReplayedStep, i: number): StepRow => ({
  n: i + 1,
  type: s.type,
  state: s.state,
  recorded: s.recorded ?? '—',
});

export const stepColumns: DatatableColumn<StepRow>[] = [
  { id: 'n', title: '#', fit: true },
  { id: 'type', title: 'Event', grow: true, width: 220 },
  { id: 'state', title: 'Replayed state', fit: { maxWidth: 280 } },
  { id: 'recorded', title: 'Recorded state', fit: { maxWidth: 280 } },
];
