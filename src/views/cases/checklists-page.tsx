import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import type { ChecklistRecord } from '../../contracts/workflow/checklists';
import { formatDateTime } from '../../rules/kit-format';
import { DeskListPage, type DeskListColumn } from './desk-list-page';

const columns: DeskListColumn<ChecklistRecord>[] = [
  { header: 'Number', cell: (c) => <Link href={`/case-management/checklist/${c.id}`}>{c.number}</Link> },
  { header: 'Title', cell: (c) => c.title },
  { header: 'Status', cell: (c) => c.status },
  {
    header: 'Case',
    cell: (c) =>
      c.case_id && c.case_number ? (
        <Link href={`/case-management/case/${c.case_id}`}>{c.case_number}</Link>
      ) : (
        '—'
      ),
  },
  { header: 'Items', cell: (c) => c.items.length },
  {
    header: 'Created',
    cell: (c) => `${formatDateTime(c.create_datetime)}${c.created_by_name ? ` by ${c.created_by_name}` : ''}`,
  },
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
  />
);
