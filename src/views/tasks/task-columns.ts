import type { TaskRecord } from '../../contracts/tasks';
import { formatDateTime } from '../../rules/kit-format';
import type { DatatableColumn } from '../kit/datatable/columns';
import { bandText } from './band-badge';

export type TaskRow = TaskRecord & Record<string, unknown>;

/** The task lists' columns; completion shows its §4 band. */
export const taskColumns: readonly DatatableColumn<TaskRow>[] = [
  { id: 'number', title: 'Task', width: 110 },
  { id: 'title', title: 'Title', width: 260 },
  { id: 'completion', title: 'Completion', width: 170, format: (v) => bandText(Number(v)) },
  { id: 'classification_name', title: 'Classification', width: 200 },
  { id: 'status', title: 'Status', width: 110 },
  { id: 'approval_status', title: 'Approval', width: 110 },
  { id: 'wrkgrp_name', title: 'Workgroup', width: 180 },
  { id: 'owner_name', title: 'Owner', width: 160, format: (v) => (v ? String(v) : 'Unassigned') },
  { id: 'group_name', title: 'Task group', width: 220 },
  { id: 'due_at', title: 'Due', width: 150, format: (v) => (v ? formatDateTime(String(v)) : '') },
];

export const taskFilterColumns = [
  'number',
  'title',
  'status',
  'approval_status',
  'owner_name',
  'wrkgrp_name',
  'group_name',
  'classification_name',
] as const;
