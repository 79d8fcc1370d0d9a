import type { TeamRow } from '../../contracts/debug';
import { useQuery } from '../kit/use-query';
import styles from './debug.module.css';

export const teamPollMs = 5000;
type TeamState = { kind: 'loading' } | { kind: 'ok'; rows: TeamRow[] } | { kind: 'failed'; text: string };

/** Every agent console of the supervisor's tenants with its reported states, refreshed every 5 s. */
export const TeamTab = () => {
  const team = useQuery('debug.team', null, { refreshMs: teamPollMs });
  const state: TeamState =
    team.error !== null && !team.loading
      ? { kind: 'failed', text: team.error }
      : team.data
        ? { kind: 'ok', rows: team.data }
        : { kind: 'loading' };
  if (state.kind === 'loading') return <p role="status">Loading the team…</p>;
  if (state.kind === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {state.text}
      </p>
    );
  return (
    // Busy while the 5 s refresh runs: the rows stay shown, so without it the refresh is not shown at all.
    <table className={styles.table} aria-label="Team" aria-busy={team.loading}>
      <thead>
        <tr>
          <th scope="col">Agent</th>
          <th scope="col">Profile</th>
          <th scope="col">Tenant</th>
          <th scope="col">States</th>
          <th scope="col">Reported</th>
        </tr>
      </thead>
      <tbody>
        {state.rows.map((row) => (
          <tr key={row.session_id}>
            <td>
              {row.user_name} <span className={styles.note}>({row.login_name})</span>
            </td>
            <td>{row.profile ?? '—'}</td>
            <td>{row.tenant ?? '—'}</td>
            <td className={styles.mono}>
              {Object.entries(row.states)
                .map(([actor, s]) => `${actor}: ${s}`)
                .join(' · ')}
            </td>
            <td>{new Date(row.reported_at).toLocaleTimeString()}</td>
          </tr>
        ))}
        {state.rows.length === 0 && (
          <tr>
            <td colSpan={5}>No console has reported in the last two minutes.</td>
          </tr>
        )}
      </tbody>
    </table>
  );
};
