import { departmentSave } from '../../contracts/internal-org/requests';
import type { Department } from '../../contracts/internal-org/entities';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../kit/forms/form-shell';
import type { FieldIssue } from '../../machines/internal-record.machine';
import { SelectField, asId } from '../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../kit/forms/use-record-form';

type DepartmentFormProps = {
  record: Record<string, unknown>;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  /** The departments of the same organisation, for the parent choice (the record itself is left out). */
  departments: readonly Department[];
  onSave: (values: Record<string, unknown>) => void;
  onCancel?: () => void;
};

/** Add Department / a department's details: name, code, description and the department it sits under. */
export const DepartmentForm = ({
  record,
  departments,
  issues,
  error,
  saving,
  onSave,
  onCancel,
}: DepartmentFormProps) => {
  const form = useRecordForm(
    departmentSave,
    formDefaults(record, ['tenant_id', 'parent_id', 'name', 'code', 'description']),
    issues,
  );
  const { errors } = form.formState;
  const tenantId = Number(record.tenant_id);
  const parents = departments
    .filter((d) => d.tenant_id === tenantId && d.id !== record.id)
    .map((d) => ({ value: d.id, label: d.name }));
  return (
    <FormShell
      label="Department details"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit(
        (v) => onSave({ ...v, id: record.id, tenant_id: tenantId || null, parent_id: asId(v.parent_id) }),
        scrollAfterInvalid(),
      )}
    >
      <KitField label="Department name" required registration={form.register('name')} error={errors.name} />
      <KitField
        label="Code"
        registration={form.register('code')}
        error={errors.code}
        hint="Up to 12 characters"
      />
      <KitField label="Description" registration={form.register('description')} error={errors.description} />
      <SelectField
        label="Under department"
        registration={form.register('parent_id')}
        options={parents}
        empty="None (directly under the organisation)"
        error={errors.parent_id}
      />
    </FormShell>
  );
};
