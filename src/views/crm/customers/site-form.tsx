import { siteSave } from '../../../contracts/customers/requests';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { provinces, type RecordFormProps } from './form-types';
import { SelectField } from '../../kit/forms/select-field';
import { useEmployerParts } from './use-employer-parts';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';

const keys = [
  'employer_id',
  'division_id',
  'name',
  'street',
  'suburb',
  'city',
  'province',
  'postal_code',
  'phone',
];

/** A location (site) of a customer, optionally tied to one of its divisions. */
export const SiteForm = ({ record, issues, error, saving, onSave, onCancel }: RecordFormProps) => {
  const form = useRecordForm(siteSave, formDefaults(record, keys), issues);
  const { errors } = form.formState;
  const parts = useEmployerParts(Number(record.employer_id));
  return (
    <FormShell
      label="Location details"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: record.id }), scrollAfterInvalid())}
    >
      <KitField label="Location name" required registration={form.register('name')} error={errors.name} />
      <SelectField
        label="Division"
        registration={form.register('division_id')}
        error={errors.division_id}
        empty="No division"
        options={parts.divisions.map((d) => ({ value: d.id, label: d.name }))}
      />
      <KitField label="Street address" registration={form.register('street')} error={errors.street} />
      <KitField label="Suburb" registration={form.register('suburb')} error={errors.suburb} />
      <KitField label="City" registration={form.register('city')} error={errors.city} />
      <SelectField
        label="Province"
        registration={form.register('province')}
        error={errors.province}
        options={provinces}
        empty="Choose a province"
      />
      <KitField label="Postal code" registration={form.register('postal_code')} error={errors.postal_code} />
      <KitField label="Phone" registration={form.register('phone')} error={errors.phone} />
    </FormShell>
  );
};
