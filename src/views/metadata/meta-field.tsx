import { useId, type ReactNode } from 'react';
import type { FieldError, FieldErrors as FormErrors } from 'react-hook-form';
import { errorMessages } from '../kit/forms/error-messages';
import { FieldErrors } from '../kit/forms/field-errors';
import { FieldHelp } from './field-help';
import styles from './metadata.module.css';

/** What the control needs to point at its error list (spec §5 messages under the field). */
export type FieldAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

type MetaFieldProps = {
  label: string;
  help?: string;
  className?: string;
  /** The form's error for this field (a select's too, whose raw value is loose): every message, under the control. */
  error?: FormErrors[string];
  children: (id: string, aria: FieldAria) => ReactNode;
};

/** A labelled control with optional field help beside the label (outside it, so the label names the control). */
export const MetaField = ({ label, help, className, error, children }: MetaFieldProps) => {
  const id = useId();
  // Only message and types are read: a select's merged error type carries both.
  const messages = errorMessages(error as FieldError | undefined);
  const aria: FieldAria = messages.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-errors` } : {};
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <span className={styles.label}>
        <label htmlFor={id}>{label}</label>
        {help && <FieldHelp k={help} label={label.replace(/ \*$/, '')} />}
      </span>
      {children(id, aria)}
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
};
