import { Controller } from 'react-hook-form';
import { fspSave, fspStatuses, licenceCategories } from '../../contracts/internal-org/requests';
import type { FieldIssue } from '../../machines/internal-record.machine';
import { FieldErrors } from '../kit/forms/field-errors';
import { errorMessages } from '../kit/forms/error-messages';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../kit/forms/form-shell';
import { SelectField, fieldError } from '../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../kit/forms/use-record-form';
import styles from '../kit/shared/page.module.css';

type FspFormProps = {
  record: Record<string, unknown>;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onCancel?: () => void;
};

/** An FSP's register entry: names, FSP number, licence categories, status, compliance officer and contact. */
export const FspForm = ({ record, issues, error, saving, onSave, onCancel }: FspFormProps) => {
  const form = useRecordForm(
    fspSave,
    {
      ...formDefaults(record, [
        'name',
        'trading_name',
        'fsp_number',
        'status',
        'compliance_officer',
        'email',
        'phone',
        'city',
        'province',
        'authorised_on',
      ]),
      licence_categories: (record.licence_categories as string[] | undefined) ?? [],
      status: (record.status as string | undefined) ?? 'authorised',
    },
    issues,
  );
  const { errors } = form.formState;
  const categoryErrors = errorMessages(fieldError(errors.licence_categories));
  return (
    <FormShell
      label="FSP details"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, id: record.id }), scrollAfterInvalid())}
    >
      <KitField label="Registered name" required registration={form.register('name')} error={errors.name} />
      <KitField
        label="Trading name"
        registration={form.register('trading_name')}
        error={errors.trading_name}
      />
      <KitField
        label="FSP number"
        required
        inputMode="numeric"
        registration={form.register('fsp_number')}
        error={errors.fsp_number}
      />
      <SelectField
        label="Status"
        registration={form.register('status')}
        options={fspStatuses.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))}
        error={errors.status}
      />
      <KitField
        label="Compliance officer"
        registration={form.register('compliance_officer')}
        error={errors.compliance_officer}
      />
      <KitField label="E-mail" type="email" registration={form.register('email')} error={errors.email} />
      <KitField
        label="Phone"
        type="tel"
        registration={form.register('phone')}
        error={fieldError(errors.phone)}
      />
      <KitField label="City" registration={form.register('city')} error={errors.city} />
      <KitField label="Province" registration={form.register('province')} error={errors.province} />
      <KitField
        label="Authorised on"
        type="date"
        registration={form.register('authorised_on')}
        error={fieldError(errors.authorised_on)}
      />
      <Controller
        control={form.control}
        name="licence_categories"
        render={({ field }) => {
          const value = (field.value as string[] | undefined) ?? [];
          return (
            <fieldset
              className={styles.fieldset}
              style={{ gridColumn: '1 / -1' }}
              aria-invalid={categoryErrors.length > 0 || undefined}
            >
              <legend>Licence categories *</legend>
              <div className={styles.grid}>
                {licenceCategories.map((c) => (
                  <label key={c} className={styles.checkbox}>
                    <input
                      type="checkbox"
                      checked={value.includes(c)}
                      onChange={(e) =>
                        field.onChange(e.target.checked ? [...value, c] : value.filter((x) => x !== c))
                      }
                    />
                    {c}
                  </label>
                ))}
              </div>
              <FieldErrors id="fsp-licence-errors" messages={categoryErrors} />
            </fieldset>
          );
        }}
      />
    </FormShell>
  );
};
