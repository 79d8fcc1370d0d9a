import { useSelector } from '@xstate/react';
import { useAppActors } from '../../../app/actors';
import { employerSave } from '../../../contracts/customers/requests';
import { labels } from '../../../config/labels';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { provinces, type RecordFormProps } from './form-types';
import { fieldError, SelectField } from '../../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';

const keys = [
  'tenant_id',
  'name',
  'trading_name',
  'registration_number',
  'vat_number',
  'industry',
  'email',
  'phone',
  'street',
  'suburb',
  'city',
  'province',
  'postal_code',
  'status',
  'client_since',
] as const;

/** Employer (customer) details: id -1 creates in a tenant of the caller's selected scope. */
export const EmployerForm = ({ record, issues, error, saving, onSave, onCancel }: RecordFormProps) => {
  const { tenant } = useAppActors();
  const scope = useSelector(tenant, (s) => {
    const ids = new Set(
      s.context.tenantbizorg.length ? s.context.tenantbizorg : s.context.flat.map((t) => t.id),
    );
    return s.context.flat.filter((t) => ids.has(t.id));
  });
  const selected = useSelector(tenant, (s) => s.context.selectedTenantId);
  const isNew = record.id === -1;
  const defaults = formDefaults(record, keys);
  if (isNew && !defaults.tenant_id) defaults.tenant_id = selected ?? scope[0]?.id ?? '';
  if (!defaults.status) defaults.status = 'active';
  const form = useRecordForm(employerSave, defaults, issues);
  const { errors } = form.formState;
  const text = (
    name: (typeof keys)[number],
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) => (
    <KitField label={label} registration={form.register(name)} error={fieldError(errors[name])} {...extra} />
  );
  return (
    <FormShell
      label={`${labels.customer} details`}
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: record.id }), scrollAfterInvalid())}
    >
      {isNew && (
        <SelectField
          label="Tenant"
          required
          registration={form.register('tenant_id')}
          error={errors.tenant_id}
          options={scope.map((t) => ({
            value: t.id,
            label: `${'\u00a0'.repeat((t.level ?? 0) * 2)}${t.name}`,
          }))}
        />
      )}
      {text('name', 'Registered name', { required: true })}
      {text('trading_name', 'Trading name')}
      {text('registration_number', 'Registration number', { hint: 'e.g. 2011/123456/07' })}
      {text('vat_number', 'VAT number')}
      {text('industry', 'Industry')}
      <KitField
        label="Client since"
        type="date"
        hint="The day its benefits started with us; no employee may start before it"
        registration={form.register('client_since')}
        error={errors.client_since}
      />
      <KitField label="E-mail" type="email" registration={form.register('email')} error={errors.email} />
      {text('phone', 'Switchboard', { hint: 'e.g. 012 345 6100' })}
      {text('street', 'Street address')}
      {text('suburb', 'Suburb')}
      {text('city', 'City')}
      <SelectField
        label="Province"
        registration={form.register('province')}
        error={errors.province}
        options={provinces}
        empty="Choose a province"
      />
      {text('postal_code', 'Postal code')}
      <SelectField
        label="Status"
        registration={form.register('status')}
        error={errors.status}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
      />
    </FormShell>
  );
};
