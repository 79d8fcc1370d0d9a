import type { CaseRecord } from '../../contracts/workflow/cases';
import type { DatatableColumn } from '../kit/datatable/columns';
import { formatDateTime } from '../../rules/kit-format';
import { slaLabel } from '../../rules/sla-label';

/** sla_rank: the SLA's urgency as a number (src/rules/sla.ts slaRank), so the SLA column sorts by urgency. */
type Row = CaseRecord & { sla_rank?: number } & Record<string, unknown>;
const slaTone = { overdue: 'danger', 'due-today': 'warning', 'due-later': 'success' } as const;

/**
 * The columns of the case and lead lists, in the order an agent reads them. The first seven fit a 1280 px screen
 * beside the sidebar (about 990 px of grid) with the title taking what is left; the rest show on wider screens
 * or when the user picks them. create_datetime shows as 'dd MMM yyyy HH:mm' (spec §3).
 */
export const deskColumns: readonly DatatableColumn<Row>[] = [
  { id: 'number', title: 'Number', width: 105 },
  { id: 'title', title: 'Title', width: 170, grow: true },
  { id: 'party_name', title: 'Customer', width: 170 },
  { id: 'status', title: 'Status', width: 120 },
  { id: 'priority', title: 'Priority', width: 80 },
  {
    id: 'sla_rank',
    title: 'SLA',
    width: 160,
    format: (_v, row) => slaLabel(row.sla),
    tone: (row) =>
      row.sla && row.sla.state in slaTone ? slaTone[row.sla.state as keyof typeof slaTone] : undefined,
  },
  { id: 'owner_name', title: 'Owner', width: 150, format: (v) => (v ? String(v) : 'Unassigned') },
  { id: 'wrkgrp_name', title: 'Workgroup', width: 180, showFrom: 1600 },
  { id: 'create_datetime', title: 'Created', width: 150, showFrom: 1600 },
  {
    id: 'due_at',
    title: 'Due',
    width: 150,
    showFrom: 1800,
    format: (v) => (v ? formatDateTime(String(v)) : ''),
  },
];

export const deskFilterColumns = [
  'number',
  'title',
  'status',
  'owner_name',
  'party_name',
  'wrkgrp_name',
] as const;
