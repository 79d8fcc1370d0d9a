import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { ChecklistRecord } from '../../contracts/workflow/checklists';
import { permissionKeys } from '../../contracts/permissions';
import { formatDateTime } from '../../rules/kit-format';
import { Breadcrumb } from '../kit/breadcrumb';
import { Permitted } from '../kit/permission/permitted';
import { LoadingButton } from '../kit/loading-button';
import button from '../kit/shared/button.module.css';
import { Spinner } from '../kit/spinner/spinner';
import { checklistListMachine } from './desk-lists';
import styles from './desk.module.css';

/** /case-management/checklists — every checklist of the caller's tenants, drafts and published. */
export const ChecklistsPage = (_: ScreenProps) => {
  const ref = useActorRef(checklistListMachine);
  const rows = useSelector(ref, (s) => (s.context.data as ChecklistRecord[] | null) ?? []);
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const error = useSelector(ref, (s) => s.context.error);
  useEffect(() => ref.send({ type: 'query.run' }), [ref]);
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/case-management/checklists') ?? []} />
      <div className={styles.heading}>
        <h1 className={styles.title}>Checklists</h1>
        <Permitted keys={[permissionKeys.workflowCreate]}>
          <Link href="/case-management/checklist/-1" className={`${button.button} ${button.primary}`}>
            New checklist
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
      {loading && rows.length === 0 && <Spinner loading label="Loading checklists" />}
      {!loading && rows.length === 0 && !error && <p>There are no records.</p>}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Case</th>
              <th scope="col">Items</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link href={`/case-management/checklist/${c.id}`}>{c.title}</Link>
                </td>
                <td>{c.status}</td>
                <td>
                  {c.case_id ? <Link href={`/case-management/case/${c.case_id}`}>#{c.case_id}</Link> : '—'}
                </td>
                <td>{c.items.length}</td>
                <td>
                  {formatDateTime(c.create_datetime)}
                  {c.created_by_name ? ` by ${c.created_by_name}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
