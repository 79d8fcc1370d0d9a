import { useId, type InputHTMLAttributes } from 'react';
import styles from './form.module.css';

type FieldEvent = { target: unknown; type?: unknown };

/** What react-hook-form's `register(name)` returns, or the same four members from a form without it (sign-in). */
export type FieldRegistration = {
  name: string;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onChange: (event: FieldEvent) => unknown;
  onBlur: (event: FieldEvent) => unknown;
};

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  label: string;
  registration: FieldRegistration;
  error?: string;
  hint?: string;
  multiline?: boolean;
};

/**
 * A labelled input with its hint and its error under it (spec §2 "Error list under form fields"). The error is
 * tied to the input with aria-describedby so a screen reader reads it with the field.
 */
export const FormField = ({
  label,
  registration,
  error,
  hint,
  multiline = false,
  required,
  ...input
}: FormFieldProps) => {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    // aria-required, not required: the browser's own validation bubble would pre-empt the §5 messages.
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: error ? `${styles.input} ${styles.invalid}` : styles.input,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input {...input} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <ul id={`${id}-error`} className={styles.errors}>
          <li>{error}</li>
        </ul>
      )}
    </div>
  );
};
