import type { Department, StaffUser } from '../../contracts/internal-org/entities';
import { internalEmployeeSave, internalEmployeeStatuses } from '../../contracts/internal-org/requests';
import type { FieldIssue } from '../../machines/internal-record.machine';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../kit/forms/form-shell';
import { SelectField, asId, fieldError } from '../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../kit/forms/use-record-form';

type EmployeeFormProps = {
  record: Record<string, unknown>;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  departments: readonly Department[];
  staff: readonly StaffUser[];
  onSave: (values: Record<string, unknown>) => void;
  onCancel?: () => void;
};

/** An internal employee: the staff user, department, number, title, phone, start date and status. */
export const EmployeeForm = ({
  record,
  departments,
  staff,
  issues,
  error,
  saving,
  onSave,
  onCancel,
}: EmployeeFormProps) => {
  const form = useRecordForm(
    internalEmployeeSave,
    formDefaults(record, [
      'user_id',
      'department_id',
      'employee_number',
      'job_title',
      'phone',
      'start_date',
      'status',
    ]),
    issues,
  );
  const { errors } = form.formState;
  const isNew = record.id === -1;
  return (
    <FormShell
      label="Internal employee"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit(
        (v) => onSave({ ...v, id: record.id, department_id: asId(v.department_id) }),
        scrollAfterInvalid(),
      )}
    >
      <SelectField
        label="Staff user"
        required
        disabled={!isNew}
        registration={form.register('user_id')}
        options={staff.map((u) => ({
          value: u.id,
          label: `${u.full_name} (${u.login_name})${u.employed && isNew ? ' — already placed' : ''}`,
        }))}
        empty="Choose a staff user"
        error={errors.user_id}
      />
      <SelectField
        label="Department"
        registration={form.register('department_id')}
        options={departments.map((d) => ({ value: d.id, label: `${d.name} (${d.tenant_name})` }))}
        empty="No department yet"
        error={errors.department_id}
      />
      <KitField
        label="Employee number"
        required
        registration={form.register('employee_number')}
        error={errors.employee_number}
      />
      <KitField label="Job title" registration={form.register('job_title')} error={errors.job_title} />
      <KitField
        label="Work phone"
        type="tel"
        registration={form.register('phone')}
        error={fieldError(errors.phone)}
      />
      <KitField
        label="Start date"
        type="date"
        registration={form.register('start_date')}
        error={fieldError(errors.start_date)}
      />
      <SelectField
        label="Status"
        registration={form.register('status')}
        options={internalEmployeeStatuses.map((s) => ({
          value: s,
          label: s === 'active' ? 'Active' : 'Inactive',
        }))}
        error={errors.status}
      />
    </FormShell>
  );
};
