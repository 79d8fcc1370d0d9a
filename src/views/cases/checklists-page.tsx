import type { ScreenProps } from '../../app/route-types';
import type { ChecklistRecord } from '../../contracts/workflow/checklists';
import { DeskListPage, type DeskListColumn } from './desk-list-page';

const columns: DeskListColumn<ChecklistRecord>[] = [
  { id: 'number', title: 'Number', fit: true },
  { id: 'title', title: 'Title', grow: true, width: 220 },
  { id: 'status', title: 'Status', fit: true },
  { id: 'case_number', title: 'Case', fit: true, format: (v) => (typeof v === 'string' ? v : '—') },
  { id: 'items', title: 'Items', fit: true, format: (_, c) => String(c.items.length) },
  { id: 'create_datetime', title: 'Created', fit: true },
  { id: 'created_by_name', title: 'By', fit: { maxWidth: 180 } },
];

/** /case-management/checklists — every checklist of the caller's tenants, drafts and published. */
export const ChecklistsPage = (_: ScreenProps) => (
  <DeskListPage
    kind="checklists"
    path="/case-management/checklists"
    title="Checklists"
    noun="checklist"
    editorPath="/case-management/checklist"
    columns={columns}
    filterColumns={['number', 'title', 'status', 'case_number']}
  />
);
