import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { formatDateTime } from '../../rules/kit-format';
import { formatPhone } from '../../rules/phone-number';
import { isCallToday, parseDayFilter } from '../../rules/work-filters';
import { Breadcrumb } from '../kit/breadcrumb';
import { RefreshButton } from '../kit/refresh-button';
import { FilterSelect } from '../kit/forms/filter-select';
import page from '../kit/shared/page.module.css';
import { useQuery } from '../kit/use-query';
import { PageHeader } from '../kit/ui/surfaces';
import { EmptyState } from '../kit/ui/empty-state';

/** /telephony/calls: my latest calls from the service's call log; ?day=today (a home figure) shows today's. */
export const CallsPage = ({ route }: ScreenProps) => {
  const log = useQuery('telephony.callLog', null);
  const search = useSearch();
  const [today, setToday] = useState(() => parseDayFilter(search).today);
  const now = new Date();
  const rows = (log.data ?? []).filter((c) => !today || isCallToday(c, now));
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
        <table className={page.roomyTable} aria-label={today ? 'Today’s calls' : 'My calls'}>
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Direction</th>
              <th scope="col">Number</th>
              <th scope="col">Status</th>
              <th scope="col">Disposition</th>
              <th scope="col">Case</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.call_log_table_id}>
                <td>{formatDateTime(c.started_at)}</td>
                <td>{c.direction}</td>
                <td>{formatPhone(c.number)}</td>
                <td>{c.status}</td>
                <td>{c.disposition_label ?? '—'}</td>
                <td>
                  {/* Named by its number; a case outside the caller's tenants comes without one. */}
                  {c.case_id && c.case_number ? (
                    <Link href={`/case-management/case/${c.case_id}`}>{c.case_number}</Link>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
