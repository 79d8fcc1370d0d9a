import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { CallLogEntry } from '../../contracts/telephony/calls';
import { formatPhone } from '../../rules/phone-number';
import { isCallToday, parseDayFilter } from '../../rules/work-filters';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { RefreshButton } from '../kit/refresh-button';
import { FilterSelect } from '../kit/forms/filter-select';
import page from '../kit/shared/page.module.css';
import { useNavigate } from '../kit/use-navigate';
import { useQuery } from '../kit/use-query';
import { PageHeader } from '../kit/ui/surfaces';
import { EmptyState } from '../kit/ui/empty-state';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

const orDash = (v: unknown) => (typeof v === 'string' && v !== '' ? v : '—');
const columns: DatatableColumn<CallLogEntry>[] = [
  { id: 'started_at', title: 'Started', fit: true, format: 'datetime' },
  { id: 'direction', title: 'Direction', fit: true },
  { id: 'number', title: 'Number', fit: true, format: (v) => formatPhone(String(v)) },
  { id: 'status', title: 'Status', fit: true },
  { id: 'disposition_label', title: 'Disposition', grow: true, width: 160, format: orDash },
  { id: 'case_number', title: 'Case', fit: true, format: orDash },
];

/** /telephony/calls: my latest calls from the service's call log; ?day=today (a home figure) shows today's. */
export const CallsPage = ({ route }: ScreenProps) => {
  const log = useQuery('telephony.callLog', null);
  const search = useSearch();
  const [today, setToday] = useState(() => parseDayFilter(search).today);
  const now = new Date();
  const rows = (log.data ?? []).filter((c) => !today || isCallToday(c, now));
  const [chosen, setChosenId] = useChosenRow(rows, (c) => c.call_log_table_id);
  const navigate = useNavigate();
  return (
    <div className={page.areaPage}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="My Calls"
        actions={<RefreshButton loading={log.loading} onRefresh={() => log.run(null)} />}
      />
      <FilterSelect
        label="Show"
        value={today ? 'today' : 'all'}
        options={[
          { value: 'all', label: 'My latest 50 calls' },
          { value: 'today', label: 'Today’s calls' },
        ]}
        onChange={(show) => setToday(show === 'today')}
      />
      {log.error && <p role="alert">{log.error}</p>}
      {log.data && rows.length === 0 && (
        <EmptyState title={today ? 'No calls yet today' : 'No calls yet'}>
          Sign in to the phone from the header to take or make one.
        </EmptyState>
      )}
      {rows.length > 0 && (
        <>
          <Datatable
            label={today ? 'Today’s calls' : 'My calls'}
            rows={rows}
            columns={columns}
            filterColumns={['number', 'status', 'disposition_label', 'case_number']}
            viewId="my-calls"
            onRowSelect={(c) => setChosenId(c.call_log_table_id)}
            onRowActivate={(c) => {
              setChosenId(c.call_log_table_id);
              if (c.case_id && c.case_number) navigate(`/case-management/case/${c.case_id}`);
            }}
          />
          <p className={page.note} aria-live="polite">
            {/* Named by its number; a case outside the caller's tenants comes without one. */}
            {chosen?.case_id && chosen.case_number ? (
              <Link href={`/case-management/case/${chosen.case_id}`}>Open case {chosen.case_number}</Link>
            ) : chosen ? (
              'This call has no case.'
            ) : (
              'Choose a call for its case; Enter (or a double-click) opens it.'
            )}
          </p>
        </>
      )}
    </div>
  );
};
