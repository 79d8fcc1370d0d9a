import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { errorMessages } from './error-messages';
import { FieldErrors } from './field-errors';
import { NumberInput } from './number-input';
import { cx } from '../shared/cx';
import styles from './forms.module.css';

export type KitFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
};

/** A labelled field with the full error list under it, marked invalid for the scroll-to-first-invalid rule. */
export const KitField = ({
  label,
  registration,
  error,
  hint,
  required,
  type = 'text',
  ...input
}: KitFieldProps) => {
  const id = useId();
  const messages = errorMessages(error);
  const describedBy =
    [hint ? `${id}-hint` : '', messages.length ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    ...input,
    ...registration,
    id,
    'aria-required': required || undefined,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': describedBy,
    className: cx(styles.input, messages.length > 0 && styles.invalid),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {type === 'number' ? <NumberInput {...common} /> : <input type={type} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
};
