import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { formatDateTime } from '../../rules/kit-format';
import { isCallToday, parseDayFilter } from '../../rules/work-filters';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import page from '../kit/shared/page.module.css';
import { useQuery } from '../kit/use-query';

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
      <div className={page.heading}>
        <h1 className={page.title}>My Calls</h1>
        <LoadingButton variant="secondary" loading={log.loading} onClick={() => log.run(null)}>
          Refresh
        </LoadingButton>
      </div>
      <div className={forms.field}>
        <label htmlFor="calls-day" className={forms.label}>
          Show
        </label>
        <select
          id="calls-day"
          className={forms.input}
          value={today ? 'today' : 'all'}
          onChange={(e) => setToday(e.target.value === 'today')}
        >
          <option value="all">My latest 50 calls</option>
          <option value="today">Today’s calls</option>
        </select>
      </div>
      {log.error && <p role="alert">{log.error}</p>}
      {log.data && rows.length === 0 && (
        <p>
          {today ? 'No calls yet today' : 'No calls yet'} — sign in to the phone from the header to take or
          make one.
        </p>
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
                <td>{c.number}</td>
                <td>{c.status}</td>
                <td>{c.disposition_label ?? '—'}</td>
                <td>
                  {c.case_id ? (
                    <Link href={`/case-management/case/${c.case_id}`}>Case #{c.case_id}</Link>
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
