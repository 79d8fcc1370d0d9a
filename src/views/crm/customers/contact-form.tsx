import { contactSave } from '../../../contracts/customers/requests';
import { CallButton } from '../../kit/call-button';
import { KitField } from '../../kit/forms/kit-field';
import { KitFields } from '../../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { uniqueEmailField, type RecordFormProps } from './form-types';
import { savedNumbers } from './saved-numbers';
import { SelectField } from '../../kit/forms/select-field';
import { useEmployerParts } from './use-employer-parts';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';
import styles from '../../kit/shared/page.module.css';

const keys = ['employer_id', 'site_id', 'first_name', 'last_name', 'job_title', 'email', 'phone', 'mobile'];

/** A contact person at a customer, usually at one of its locations. */
export const ContactForm = (props: RecordFormProps) => {
  const { record, issues, error, saving, onSave, onCancel } = props;
  const defaults = { ...formDefaults(record, keys), is_primary: record.is_primary === true };
  const form = useRecordForm(contactSave, defaults, issues);
  const { errors } = form.formState;
  const parts = useEmployerParts(Number(record.employer_id));
  const mail = uniqueEmailField(props, errors.email);
  return (
    <FormShell
      label="Contact information"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: record.id }), scrollAfterInvalid())}
    >
      <KitFields
        form={form}
        fields={[
          { name: 'first_name', label: 'First name', required: true },
          { name: 'last_name', label: 'Last name', required: true },
        ]}
      />
      <KitField label="Job title" registration={form.register('job_title')} error={errors.job_title} />
      <SelectField
        label="Location"
        registration={form.register('site_id')}
        error={errors.site_id}
        empty="No location"
        options={parts.sites.map((s) => ({ value: s.id, label: s.name }))}
      />
      <KitField
        label="E-mail"
        type="email"
        registration={form.register('email', mail.options)}
        error={mail.error}
      />
      <KitField label="Office phone" registration={form.register('phone')} error={errors.phone} />
      <KitField
        label="Mobile"
        registration={form.register('mobile')}
        error={errors.mobile}
        hint="e.g. 082 123 4567"
      />
      {savedNumbers(record).map((number) => (
        <CallButton
          key={number}
          number={number}
          name={`${String(record.first_name)} ${String(record.last_name)}`}
        />
      ))}
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('is_primary')} /> Primary contact
      </label>
    </FormShell>
  );
};
