import { useState, type FormEvent } from 'react';
import { fieldMessages } from '../../contracts/field-messages';
import { FieldErrors } from '../kit/forms/field-errors';
import { LoadingButton } from '../kit/loading-button';
import { Button } from '../kit/ui/button';
import formStyles from '../kit/forms/forms.module.css';
import styles from '../kit/shared/page.module.css';

type ValueFormProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

/** One name field (1–80 characters) for adding or renaming a classification value. */
export const ValueForm = ({ label, submitLabel, initial = '', busy, onSubmit, onCancel }: ValueFormProps) => {
  const [name, setName] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const trimmed = name.trim();
  const error = !trimmed ? fieldMessages.required : trimmed.length > 80 ? fieldMessages.maxlength(80) : null;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!error) onSubmit(trimmed);
  };
  return (
    <form noValidate aria-label={label} onSubmit={handleSubmit}>
      <div className={formStyles.field}>
        <label htmlFor="classification-name" className={formStyles.label}>
          Name <span aria-hidden="true">*</span>
        </label>
        <input
          id="classification-name"
          className={formStyles.input}
          value={name}
          aria-required
          aria-invalid={submitted && error ? true : undefined}
          aria-describedby={submitted && error ? 'classification-name-errors' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldErrors id="classification-name-errors" messages={submitted && error ? [error] : []} />
      </div>
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={busy} loadingText="Saving">
          {submitLabel}
        </LoadingButton>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
};
