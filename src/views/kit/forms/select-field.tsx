import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { errorMessages } from './error-messages';
import { FieldErrors } from './field-errors';
import { cx } from '../shared/cx';
import styles from './forms.module.css';

type Option = { value: string | number; label: string };

type SelectFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  /** react-hook-form's error for the field (typed loosely: preprocessed fields come back as a merge type). */
  error?: unknown;
  required?: boolean;
  /** The first, empty choice (e.g. "No division"); omitted for required enums. */
  empty?: string;
  disabled?: boolean;
};

/** A labelled select with the kit's error list, the companion of KitField for fixed choices. */
export const SelectField = ({
  label,
  registration,
  options,
  error,
  required,
  empty,
  disabled,
}: SelectFieldProps) => {
  const id = useId();
  const messages = errorMessages(error as FieldError | undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        {...registration}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={messages.length ? `${id}-errors` : undefined}
        className={cx(styles.input, messages.length > 0 && styles.invalid)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
};

/** For selects of record ids: '' → null, otherwise the number. */
export const asId = (v: unknown): number | null =>
  v === '' || v === null || v === undefined ? null : Number(v);
/** For optional number inputs: '' → null. */
export const asNumber = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/** The FieldError KitField expects, from react-hook-form's looser type for preprocessed fields. */
export const fieldError = (e: unknown): FieldError | undefined => e as FieldError | undefined;
