import { useEffect, useId } from 'react';
import { Link, useSearch } from 'wouter';
import { useNavigate } from '../kit/use-navigate';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { formatPhone } from '../../rules/phone-number';
import type { InternalEmployee, InternalEmployeeDetail } from '../../contracts/internal-org/entities';
import { Breadcrumb } from '../kit/breadcrumb';
import forms from '../kit/forms/forms.module.css';
import type { DatatableColumn } from '../kit/datatable/columns';
import { RecordFinder } from '../kit/record-finder/record-finder';
import { Spinner } from '../kit/spinner/spinner';
import { useInternalList } from './use-internal-list';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { EmptyState } from '../kit/ui/empty-state';

const finderColumns: DatatableColumn<InternalEmployee>[] = [
  { id: 'full_name', title: 'Name', grow: true, width: 200 },
  { id: 'employee_number', title: 'Number', fit: true },
  { id: 'job_title', title: 'Job title', fit: { maxWidth: 240 }, format: (v) => (v as string) || '—' },
  {
    id: 'department_name',
    title: 'Department',
    fit: { maxWidth: 260 },
    format: (v) => (v as string | null) || 'No department',
  },
  { id: 'tenant_name', title: 'Office', fit: { maxWidth: 240 } },
];

/**
 * /internal-org/view-employee?id=N: one internal employee's details, workgroups and profiles; without an id, the
 * searchable list of them.
 */
export const ViewEmployeePage = ({ route }: ScreenProps) => {
  const navigate = useNavigate();
  const id = Number(new URLSearchParams(useSearch()).get('id')) || null;
  const pickerId = useId();
  const list = useInternalList<InternalEmployee[]>({ list: 'employees' });
  const rec = useRecordActor(internalRecordMachine);
  useEffect(() => {
    if (id) rec.actor.send({ type: 'record.open', kind: 'employee', id });
    else rec.actor.send({ type: 'record.close' });
  }, [id, rec.actor]);
  const e = rec.record as InternalEmployeeDetail | null;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>{e && id ? e.full_name : 'View Employee'}</h1>
      {id ? (
        <div className={forms.field} style={{ maxWidth: 420 }}>
          <label htmlFor={pickerId} className={forms.label}>
            Employee
          </label>
          <select
            id={pickerId}
            className={forms.input}
            value={id ?? ''}
            disabled={list.busy}
            onChange={(ev) =>
              navigate(
                ev.target.value
                  ? `/internal-org/view-employee?id=${ev.target.value}`
                  : '/internal-org/view-employee',
              )
            }
          >
            <option value="">{list.busy ? 'Loading…' : 'Choose an employee'}</option>
            {(list.data ?? []).map((x) => (
              <option key={x.id} value={x.id}>
                {x.full_name} ({x.employee_number})
              </option>
            ))}
          </select>
        </div>
      ) : (
        <RecordFinder
          title="Find an employee"
          noun="employee"
          items={list.data}
          columns={finderColumns}
          keyOf={(x) => x.id}
          searchLabel="Search by name, number or job title"
          textOf={(x) => [x.full_name, x.employee_number, x.job_title, x.department_name].join(' ')}
          nameOf={(x) => x.full_name}
          pathOf={(x) => `/internal-org/view-employee?id=${x.id}`}
        />
      )}
      {rec.loading && <Spinner loading label="Loading the employee" />}
      {(rec.failed || list.error) && (
        <p role="alert" className={styles.alert}>
          {rec.error ?? list.error}
        </p>
      )}
      {id && e && !rec.loading && !rec.failed && (
        <div className={styles.grid}>
          <section className={styles.pane} aria-label="Details">
            <h2 className={styles.subtitle}>Details</h2>
            <dl className={styles.list}>
              <dt>Employee number</dt>
              <dd>{e.employee_number}</dd>
              <dt>Job title</dt>
              <dd>{e.job_title || '—'}</dd>
              <dt>Department</dt>
              <dd>{e.department_name || 'No department'}</dd>
              <dt>Organisation</dt>
              <dd>
                <Link href={`/internal-org/org-details/${e.tenant_id}`}>{e.tenant_name}</Link>
              </dd>
              <dt>E-mail</dt>
              <dd>{e.email}</dd>
              <dt>Work phone</dt>
              <dd>{e.phone ? formatPhone(e.phone) : '—'}</dd>
              <dt>Started</dt>
              <dd>{e.start_date ?? '—'}</dd>
              <dt>Status</dt>
              <dd>{e.status === 'active' ? 'Active' : 'Inactive'}</dd>
            </dl>
          </section>
          <section className={styles.pane} aria-label="Workgroups">
            <h2 className={styles.subtitle}>Workgroups</h2>
            {e.workgroups.length === 0 ? (
              <EmptyState title="Not a member of any workgroup." />
            ) : (
              <ul className={styles.list}>
                {e.workgroups.map((w) => (
                  <li key={w.id}>
                    {w.name} ({w.type}, {w.tenant_name})
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.pane} aria-label="Profiles">
            <h2 className={styles.subtitle}>Profiles</h2>
            <ul className={styles.list}>
              {e.profiles.map((r, i) => (
                <li key={r.role_id}>
                  {r.role_name}
                  {i === 0 && ' (used after sign-in)'}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
};
