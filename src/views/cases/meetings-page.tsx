import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import type { MeetingRecord } from '../../contracts/workflow/meetings';
import { formatDateTime } from '../../rules/kit-format';
import { DeskListPage, type DeskListColumn } from './desk-list-page';

const columns: DeskListColumn<MeetingRecord>[] = [
  { header: 'Meeting', cell: (m) => <Link href={`/case-management/meeting/${m.id}`}>{m.title}</Link> },
  { header: 'Starts', cell: (m) => formatDateTime(m.starts_at) },
  { header: 'Status', cell: (m) => m.status },
  {
    header: 'With',
    cell: (m) => (
      <>
        {m.case_id ? <Link href={`/case-management/case/${m.case_id}`}>Case #{m.case_id}</Link> : null}
        {m.case_id && m.party_name ? ', ' : null}
        {m.party_name ?? (m.case_id ? null : '—')}
      </>
    ),
  },
  { header: 'Owner', cell: (m) => m.owner_name },
  { header: 'Attendees', cell: (m) => m.attendees.length },
];

/** /case-management/meetings — meetings with cases and customers in the caller's tenants, latest first. */
export const MeetingsPage = (_: ScreenProps) => (
  <DeskListPage
    kind="meetings"
    path="/case-management/meetings"
    title="Meetings"
    noun="meeting"
    editorPath="/case-management/meeting"
    columns={columns}
  />
);
