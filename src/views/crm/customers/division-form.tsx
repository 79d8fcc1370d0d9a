import { divisionSave } from '../../../contracts/customers/requests';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import type { RecordFormProps } from './form-types';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';

export const DivisionForm = ({ record, issues, error, saving, onSave, onCancel }: RecordFormProps) => {
  const form = useRecordForm(
    divisionSave,
    formDefaults(record, ['employer_id', 'name', 'code', 'description']),
    issues,
  );
  const { errors } = form.formState;
  return (
    <FormShell
      label="Division details"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: record.id }), scrollAfterInvalid())}
    >
      <KitField label="Division name" required registration={form.register('name')} error={errors.name} />
      <KitField
        label="Code"
        registration={form.register('code')}
        error={errors.code}
        hint="Up to 12 characters"
      />
      <KitField label="Description" registration={form.register('description')} error={errors.description} />
    </FormShell>
  );
};
