import { Link } from 'wouter';
import { useNavigate } from '../kit/use-navigate';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { Department, InternalEmployee, StaffUser } from '../../contracts/internal-org/entities';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { Spinner } from '../kit/spinner/spinner';
import { EmployeeForm } from './employee-form';
import { useInternalList } from './use-internal-list';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { useMayDo } from '../kit/permission/use-permission';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

type Row = InternalEmployee & { roles_text: string };
const columns: DatatableColumn<Row>[] = [
  { id: 'full_name', title: 'Name', width: 180 },
  { id: 'employee_number', title: 'Number', width: 100 },
  { id: 'department_name', title: 'Department', width: 200 },
  { id: 'job_title', title: 'Job title', width: 180 },
  { id: 'roles_text', title: 'Roles', width: 160 },
  { id: 'tenant_name', title: 'Organisation', width: 180 },
  { id: 'status', title: 'Status', width: 90 },
];

/** /internal-org/manage-employees: the internal employees with department and roles; add and edit. */
export const EmployeesPage = ({ route }: ScreenProps) => {
  const navigate = useNavigate();
  const canEdit = useMayDo('internal-employee.edit');
  const list = useInternalList<InternalEmployee[]>({ list: 'employees' });
  const departments = useInternalList<Department[]>({ list: 'departments' });
  const staff = useInternalList<StaffUser[]>({ list: 'staffUsers' });
  const rec = useRecordActor(internalRecordMachine, { onSaved: () => list.reload() });
  const rows: Row[] = (list.data ?? []).map((e) => ({ ...e, roles_text: e.roles.join(', ') }));
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Manage Employees"
        actions={
          canEdit && (
            <Button
              variant="primary"
              onClick={() =>
                rec.actor.send({
                  type: 'record.open',
                  kind: 'employee',
                  id: -1,
                  defaults: { status: 'active' },
                })
              }
            >
              Add employee
            </Button>
          )
        }
      />
      {list.error && (
        <p role="alert" className={styles.alert}>
          {list.error}
        </p>
      )}
      <p className={styles.note}>
        Press Enter on a row (or double-click it) to {canEdit ? 'edit the employee' : 'view the employee'}.
      </p>
      <Datatable
        label="Internal employees"
        rows={rows}
        columns={columns}
        filterColumns={['full_name', 'employee_number', 'department_name', 'job_title', 'roles_text']}
        viewId="internal-employees"
        loading={list.busy}
        onRowActivate={(row) =>
          canEdit
            ? rec.actor.send({ type: 'record.open', kind: 'employee', id: row.id })
            : navigate(`/internal-org/view-employee?id=${row.id}`)
        }
      />
      {rec.loading && <Spinner loading label="Loading the employee" />}
      {rec.failed && (
        <p role="alert" className={styles.alert}>
          {rec.error}
        </p>
      )}
      {rec.editing && rec.record && (
        <section className={styles.pane} aria-label={rec.id === -1 ? 'New employee' : 'Edit employee'}>
          <h2 className={styles.subtitle}>
            {rec.id === -1 ? 'New employee' : String(rec.record.full_name ?? 'Employee')}
            {rec.id !== -1 && (
              <>
                {' '}
                · <Link href={`/internal-org/view-employee?id=${rec.id}`}>View</Link>
              </>
            )}
          </h2>
          <EmployeeForm
            key={String(rec.record.id)}
            record={rec.record}
            departments={departments.data ?? []}
            staff={staff.data ?? []}
            issues={rec.issues}
            error={rec.error}
            saving={rec.saving}
            onSave={(values) => rec.actor.send({ type: 'record.save', values })}
            onCancel={() => rec.actor.send({ type: 'record.close' })}
          />
        </section>
      )}
    </div>
  );
};
