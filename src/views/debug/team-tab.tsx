import type { TeamRow } from '../../contracts/debug';
import { useQuery } from '../kit/use-query';
import styles from './debug.module.css';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { useChosenRow } from '../kit/datatable/use-chosen-row';
import { DetailTable } from '../kit/detail-table/detail-table';
import { TableHead } from '../kit/table-head';
import { debugPageSize, gridHeightFor } from './debug-grid';

export const teamPollMs = 5000;
type TeamState = { kind: 'loading' } | { kind: 'ok'; rows: TeamRow[] } | { kind: 'failed'; text: string };

type ConsoleRow = TeamRow & {
  agent: string;
  profile_shown: string;
  tenant_shown: string;
  states_shown: string;
  reported: string;
};
const consoleRow = (row: TeamRow): ConsoleRow => ({
  ...row,
  agent: `${row.user_name} (${row.login_name})`,
  profile_shown: row.profile ?? '—',
  tenant_shown: row.tenant ?? '—',
  states_shown: Object.entries(row.states)
    .map(([actor, s]) => `${actor}: ${s}`)
    .join(' · '),
  reported: new Date(row.reported_at).toLocaleTimeString(),
});
const columns: DatatableColumn<ConsoleRow>[] = [
  { id: 'agent', title: 'Agent', fit: { maxWidth: 320 } },
  { id: 'profile_shown', title: 'Profile', fit: { maxWidth: 140 } },
  { id: 'tenant_shown', title: 'Tenant', fit: { maxWidth: 200 } },
  { id: 'states_shown', title: 'States', grow: true, width: 260 },
  { id: 'reported', title: 'Reported', fit: true },
];

/** Every agent console of the supervisor's tenants with its reported states, refreshed every 5 s. */
export const TeamTab = () => {
  const team = useQuery('debug.team', null, { refreshMs: teamPollMs });
  const state: TeamState =
    team.error !== null && !team.loading
      ? { kind: 'failed', text: team.error }
      : team.data
        ? { kind: 'ok', rows: team.data }
        : { kind: 'loading' };
  const rows = state.kind === 'ok' ? state.rows.map(consoleRow) : [];
  const [chosen, choose] = useChosenRow(rows, (r) => r.session_id);
  if (state.kind === 'loading') return <p role="status">Loading the team…</p>;
  if (state.kind === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {state.text}
      </p>
    );
  return (
    // Busy while the 5 s refresh runs: the rows stay shown, so without it the refresh is not shown at all.
    <div aria-busy={team.loading}>
      <Datatable
        label="Team"
        rows={rows}
        columns={columns}
        filterColumns={['agent', 'profile_shown', 'tenant_shown']}
        pageSize={debugPageSize}
        height={gridHeightFor(rows.length)}
        onRowSelect={(r) => choose(r.session_id)}
        onRowActivate={(r) => choose(r.session_id)}
      />
      {chosen ? (
        <DetailTable aria-label={`States of ${chosen.user_name}`} className={styles.detail}>
          <caption className={styles.caption}>
            {chosen.agent}, reported {chosen.reported}
          </caption>
          <TableHead columns={['Actor', 'State']} />
          <tbody>
            {Object.entries(chosen.states).map(([actor, s]) => (
              <tr key={actor}>
                <th scope="row">{actor}</th>
                <td className={styles.mono}>{s}</td>
              </tr>
            ))}
          </tbody>
        </DetailTable>
      ) : (
        <p className={styles.note}>
          {rows.length === 0
            ? 'No console has reported in the last two minutes.'
            : 'Choose a console to see the state of each of its actors.'}
        </p>
      )}
    </div>
  );
};
