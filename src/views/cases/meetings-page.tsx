import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { MeetingRecord } from '../../contracts/workflow/meetings';
import { permissionKeys } from '../../contracts/permissions';
import { formatDateTime } from '../../rules/kit-format';
import { Breadcrumb } from '../kit/breadcrumb';
import { Permitted } from '../kit/permission/permitted';
import { LoadingButton } from '../kit/loading-button';
import button from '../kit/shared/button.module.css';
import { Spinner } from '../kit/spinner/spinner';
import { meetingListMachine } from './desk-lists';
import styles from './desk.module.css';

/** /case-management/meetings — meetings with cases and customers in the caller's tenants, latest first. */
export const MeetingsPage = (_: ScreenProps) => {
  const ref = useActorRef(meetingListMachine);
  const rows = useSelector(ref, (s) => (s.context.data as MeetingRecord[] | null) ?? []);
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const error = useSelector(ref, (s) => s.context.error);
  useEffect(() => ref.send({ type: 'query.run' }), [ref]);
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/case-management/meetings') ?? []} />
      <div className={styles.heading}>
        <h1 className={styles.title}>Meetings</h1>
        <Permitted keys={[permissionKeys.workflowCreate]}>
          <Link href="/case-management/meeting/-1" className={`${button.button} ${button.primary}`}>
            New meeting
          </Link>
        </Permitted>
        <LoadingButton variant="secondary" loading={loading} onClick={() => ref.send({ type: 'query.run' })}>
          Refresh
        </LoadingButton>
      </div>
      {error && (
        <p role="alert" className={`${styles.banner} ${styles.error}`}>
          {error}
        </p>
      )}
      {loading && rows.length === 0 && <Spinner loading label="Loading meetings" />}
      {!loading && rows.length === 0 && !error && <p>There are no records.</p>}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Meeting</th>
              <th scope="col">Starts</th>
              <th scope="col">Status</th>
              <th scope="col">With</th>
              <th scope="col">Owner</th>
              <th scope="col">Attendees</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id}>
                <td>
                  <Link href={`/case-management/meeting/${m.id}`}>{m.title}</Link>
                </td>
                <td>{formatDateTime(m.starts_at)}</td>
                <td>{m.status}</td>
                <td>
                  {m.case_id ? (
                    <Link href={`/case-management/case/${m.case_id}`}>Case #{m.case_id}</Link>
                  ) : null}
                  {m.case_id && m.party_name ? ', ' : null}
                  {m.party_name ?? (m.case_id ? null : '—')}
                </td>
                <td>{m.owner_name}</td>
                <td>{m.attendees.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
