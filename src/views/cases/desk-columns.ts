import type { CaseRecord } from '../../contracts/workflow/cases';
import type { DatatableColumn } from '../kit/datatable/columns';
import { formatDateTime } from '../../rules/kit-format';
import { slaLabel } from '../../rules/sla-label';

/** sla_rank: the SLA's urgency as a number (src/rules/sla.ts slaRank), so the SLA column sorts by urgency. */
type Row = CaseRecord & { sla_rank?: number } & Record<string, unknown>;
const slaTone = { overdue: 'danger', 'due-today': 'warning', 'due-later': 'success' } as const;

/**
 * The columns of the case and lead lists, in the order an agent reads them. The desk's rows hold two lines and every
 * column but the title is sized to what it shows (kit-text-lines): from 1400 px, beside the sidebar, Created
 * and Due show too, and no status or SLA text is ever cut. The title takes what is left (cut with a tip
 * when longer); a long customer or owner name is capped the same way. Dates read 'dd MMM yyyy HH:mm' (spec §3).
 * On a phone (375 px) the title is what a row is read by: beside the number it takes the width, and the other
 * columns join as the screen widens (the record panel and the Columns menu still give them at any width).
 */
export const deskColumns: readonly DatatableColumn<Row>[] = [
  { id: 'number', title: 'Number', fit: true },
  { id: 'title', title: 'Title', width: 180, grow: true },
  { id: 'party_name', title: 'Customer', fit: { maxWidth: 180 }, showFrom: 600 },
  { id: 'status', title: 'Status', fit: true, showFrom: 480 },
  { id: 'priority', title: 'Priority', fit: true, showFrom: 700 },
  {
    id: 'sla_rank',
    title: 'SLA',
    fit: true,
    showFrom: 480,
    format: (_v, row) => slaLabel(row.sla),
    tone: (row) =>
      row.sla && row.sla.state in slaTone ? slaTone[row.sla.state as keyof typeof slaTone] : undefined,
  },
  {
    id: 'owner_name',
    title: 'Owner',
    fit: { maxWidth: 160 },
    showFrom: 600,
    format: (v) => (v ? String(v) : 'Unassigned'),
  },
  { id: 'wrkgrp_name', title: 'Workgroup', fit: { maxWidth: 180 }, showFrom: 1600 },
  // From 1400 px: at 1280 the title keeps its room (the user may still add them from the Columns menu).
  { id: 'create_datetime', title: 'Created', fit: true, showFrom: 1400 },
  {
    id: 'due_at',
    title: 'Due',
    fit: true,
    showFrom: 1400,
    format: (v) => (v ? formatDateTime(String(v)) : ''),
  },
];
